import { ALL_PERMISSIONS, PERMISSION_CATALOGUE } from '../../../contract/permissions.js';
import { DEMO_ROLES, DEMO_STAFF } from './demo-roles.js';
import { insertInBatches, type SeedModule } from './context.js';

/** The permission catalogue, the demo roles (role 1 is the super-admin) and one demo account per kind of user. */
export const accessSeed: SeedModule = {
  name: 'access',
  async seed({ db, now }) {
    const permissions = Object.entries(PERMISSION_CATALOGUE).flatMap(([family, keys]) =>
      keys.map((name) => ({ name, family })),
    );
    await insertInBatches(db, 'permissions', permissions);
    const roleIds = new Map<string, number>();
    for (const role of DEMO_ROLES) {
      const { id } = await db
        .insertInto('roles')
        .values({ name: role.name, description: role.description })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleIds.set(role.name, id);
      const keys = role.permissions === 'ALL' ? ALL_PERMISSIONS : role.permissions;
      await insertInBatches(
        db,
        'role_permissions',
        keys.map((permission_name) => ({ role_id: id, permission_name })),
      );
    }
    for (const person of DEMO_STAFF) {
      const { id } = await db
        .insertInto('staff')
        .values({ email: person.email, name: person.name, mobile: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const roleId = person.role ? roleIds.get(person.role) : undefined;
      if (roleId !== undefined) await db.insertInto('staff_roles').values({ staff_id: id, role_id: roleId }).execute();
    }
  },
};
