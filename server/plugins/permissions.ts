import type { Kysely } from 'kysely';
import type { PermissionKey } from '../../contract/permissions.js';
import type { Database } from '../db/database.js';
import type { Principal } from './auth.js';

/** Whether a signed-in principal holds one permission key, read from the database (the super-admin holds all). */
export async function holdsPermission(db: Kysely<Database>, principal: Principal, key: PermissionKey): Promise<boolean> {
  if (principal.isSuperAdmin) return true;
  const row = await db
    .selectFrom('staff_roles as sr')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'sr.role_id')
    .select('rp.role_id')
    .where('sr.staff_id', '=', principal.staffId)
    .where('rp.permission_name', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every permission key a staff member holds through their roles; the super-admin role holds the whole catalogue. */
export async function permissionNamesOf(db: Kysely<Database>, staffId: number, superAdminRoleId: number): Promise<string[]> {
  const roles = await db.selectFrom('staff_roles').select('role_id').where('staff_id', '=', staffId).execute();
  if (roles.some((r) => r.role_id === superAdminRoleId)) {
    const all = await db.selectFrom('permissions').select('name').orderBy('name').execute();
    return all.map((p) => p.name);
  }
  const rows = await db
    .selectFrom('staff_roles as sr')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'sr.role_id')
    .select('rp.permission_name')
    .distinct()
    .where('sr.staff_id', '=', staffId)
    .orderBy('rp.permission_name')
    .execute();
  return rows.map((r) => r.permission_name);
}
