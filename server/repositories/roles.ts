import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** The roles of one staff member, by id (the CRM API's GET /users/{id}/roles). */
export function rolesOfStaff(db: Kysely<Database>, staffId: number): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('staff_roles as sr')
    .innerJoin('roles as r', 'r.id', 'sr.role_id')
    .select(['r.id', 'r.name'])
    .where('sr.staff_id', '=', staffId)
    .orderBy('r.id')
    .execute();
}

/** The first of `roleIds` that names no role, or undefined when they all exist. */
export async function firstUnknownRole(db: Kysely<Database>, roleIds: readonly number[]): Promise<number | undefined> {
  if (roleIds.length === 0) return undefined;
  const known = new Set((await db.selectFrom('roles').select('id').where('id', 'in', [...roleIds]).execute()).map((r) => r.id));
  return roleIds.find((id) => !known.has(id));
}

/** Role ids per staff member, for a page of users in one query. */
export async function roleIdsByStaff(db: Kysely<Database>, staffIds: readonly number[]): Promise<Map<number, number[]>> {
  const byStaff = new Map<number, number[]>(staffIds.map((id) => [id, []]));
  if (staffIds.length === 0) return byStaff;
  const rows = await db.selectFrom('staff_roles').select(['staff_id', 'role_id']).where('staff_id', 'in', [...staffIds]).orderBy('role_id').execute();
  for (const r of rows) byStaff.get(r.staff_id)?.push(r.role_id);
  return byStaff;
}

/** A staff member's roles become exactly `roleIds`. */
export async function replaceStaffRoles(db: Kysely<Database>, staffId: number, roleIds: readonly number[]): Promise<void> {
  await db.deleteFrom('staff_roles').where('staff_id', '=', staffId).execute();
  const unique = [...new Set(roleIds)];
  if (unique.length > 0) await db.insertInto('staff_roles').values(unique.map((role_id) => ({ staff_id: staffId, role_id }))).execute();
}
