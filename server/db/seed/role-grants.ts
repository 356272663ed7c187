import type { Kysely } from 'kysely';
import type { PermissionKey } from '../../../contract/permissions.js';
import type { Database } from '../database.js';
import { insertInBatches } from './context.js';

export type RoleGrants = readonly { role: string; permissions: readonly PermissionKey[] }[];

/** Adds an area's keys to seeded demo roles (by name), skipping keys a role holds already and roles not seeded. */
export async function grantToRoles(db: Kysely<Database>, grants: RoleGrants) {
  for (const g of grants) {
    const role = await db.selectFrom('roles').select('id').where('name', '=', g.role).executeTakeFirst();
    if (!role) continue;
    const held = await db
      .selectFrom('role_permissions')
      .select('permission_name')
      .where('role_id', '=', role.id)
      .execute();
    const have = new Set(held.map((h) => h.permission_name));
    const rows = g.permissions
      .filter((p) => !have.has(p))
      .map((permission_name) => ({ role_id: role.id, permission_name }));
    await insertInBatches(db, 'role_permissions', rows);
  }
}
