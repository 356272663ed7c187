import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { snapshotOf } from '../db/paging.js';
import { countOf } from './newest-first.js';

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
  const known = new Set(
    (
      await db
        .selectFrom('roles')
        .select('id')
        .where('id', 'in', [...roleIds])
        .execute()
    ).map((r) => r.id),
  );
  return roleIds.find((id) => !known.has(id));
}

/** Role ids per staff member, for a page of users in one query. */
export async function roleIdsByStaff(
  db: Kysely<Database>,
  staffIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byStaff = new Map<number, number[]>(staffIds.map((id) => [id, []]));
  if (staffIds.length === 0) return byStaff;
  const rows = await db
    .selectFrom('staff_roles')
    .select(['staff_id', 'role_id'])
    .where('staff_id', 'in', [...staffIds])
    .orderBy('role_id')
    .execute();
  for (const r of rows) byStaff.get(r.staff_id)?.push(r.role_id);
  return byStaff;
}

/** A staff member's roles become exactly `roleIds`. */
export async function replaceStaffRoles(
  db: Kysely<Database>,
  staffId: number,
  roleIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('staff_roles').where('staff_id', '=', staffId).execute();
  const unique = [...new Set(roleIds)];
  if (unique.length > 0)
    await db
      .insertInto('staff_roles')
      .values(unique.map((role_id) => ({ staff_id: staffId, role_id })))
      .execute();
}

export interface RoleRecord {
  id: number;
  name: string;
  description: string;
  permissions: string[];
  version: number;
}

export const ROLE_SORTS = { id: 'id', name: 'name' } as const;
export type RoleSort = (typeof ROLE_SORTS)[keyof typeof ROLE_SORTS];

type RoleRow = { id: number; name: string; description: string; version: number };

/** Rows with their permission keys (one query for the page). */
async function withPermissions(db: Kysely<Database>, rows: RoleRow[]): Promise<RoleRecord[]> {
  const ids = rows.map((r) => r.id);
  const grants = ids.length
    ? await db
        .selectFrom('role_permissions')
        .select(['role_id', 'permission_name'])
        .where('role_id', 'in', ids)
        .orderBy('permission_name')
        .execute()
    : [];
  return rows.map((r) => ({
    ...r,
    version: Number(r.version),
    permissions: grants.filter((g) => g.role_id === r.id).map((g) => g.permission_name),
  }));
}

/**
 * A page of roles (by ids for getMany, or part of the name), with the total. A page of the list (not a lookup by ids)
 * is read under a snapshot key (db/paging.ts snapshotOf), which it then names.
 */
export async function listRoles(
  db: Kysely<Database>,
  q: {
    sort: RoleSort;
    order: 'asc' | 'desc';
    offset: number;
    limit: number;
    ids: readonly number[] | null;
    search: string;
    /** The snapshot key sent back (contract/keyset.ts); missing: roles' largest id now. */
    snapshot?: number;
  },
): Promise<{ rows: RoleRecord[]; total: number; snapshot?: number }> {
  const snapshot = q.ids ? undefined : await snapshotOf(db, 'roles', q.snapshot);
  let base = db.selectFrom('roles');
  if (snapshot !== undefined) base = base.where('id', '<=', snapshot);
  if (q.ids) base = base.where('id', 'in', q.ids.length > 0 ? [...q.ids] : [-1]);
  if (q.search) base = base.where('name', 'like', `%${q.search}%`);
  const rows = await base
    .select(['id', 'name', 'description', 'version'])
    .orderBy(q.sort, q.order)
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  const n = await countOf(base);
  return {
    rows: await withPermissions(db, rows),
    total: n,
    ...(snapshot === undefined ? {} : { snapshot }),
  };
}

/** One role with its permission keys, or undefined. */
export async function findRole(db: Kysely<Database>, id: number): Promise<RoleRecord | undefined> {
  const row = await db
    .selectFrom('roles')
    .select(['id', 'name', 'description', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (await withPermissions(db, [row]))[0] : undefined;
}

/** Bumps the role's version if it is still `version` (false: someone changed it since). */
export async function bumpRoleVersion(db: Kysely<Database>, id: number, version: number): Promise<boolean> {
  const result = await db
    .updateTable('roles')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The role's permission keys become exactly `keys`. */
export async function replaceRolePermissions(db: Kysely<Database>, id: number, keys: readonly string[]): Promise<void> {
  await db.deleteFrom('role_permissions').where('role_id', '=', id).execute();
  const unique = [...new Set(keys)];
  if (unique.length)
    await db
      .insertInto('role_permissions')
      .values(unique.map((permission_name) => ({ role_id: id, permission_name })))
      .execute();
}
