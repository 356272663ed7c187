import { ALL_PERMISSIONS } from '../../../contract/permissions.js';
import { ensureCatalogue } from '../catalogue.js';
import { DEMO_ROLES, DEMO_STAFF } from './demo-roles.js';
import { insertInBatches, type SeedModule } from './context.js';

/** The permission catalogue, the demo roles (role 1 is the super-admin) and one demo account per kind of user. */
export const accessSeed: SeedModule = {
  name: 'access',
  async seed({ db, now }) {
    // The catalogue and the super-admin role are every database's (db/catalogue.ts); the demo adds the other roles.
    await ensureCatalogue(db);
    const roleIds = new Map<string, number>(
      (await db.selectFrom('roles').select(['id', 'name']).execute()).map((r) => [r.name, r.id]),
    );
    for (const role of DEMO_ROLES) {
      if (roleIds.has(role.name)) continue;
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
