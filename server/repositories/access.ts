import type { Expression, ExpressionBuilder, Kysely } from 'kysely';
import type { PermissionKey } from '../../contract/permissions.js';
import type { Database } from '../db/database.js';
import { PreparedQueries } from '../db/prepared.js';

/** Who is asking: a staff member, and whether they hold the super-admin role (which holds every key). */
export interface Holder {
  staffId: number;
  isSuperAdmin: boolean;
}

type Grants = Pick<Kysely<Database>, 'selectFrom'> | ExpressionBuilder<Database, never>;

/**
 * THE definition of "holds": a grant of one of `keys` to one of the staff member's roles. Every check (the auth
 * hook's, a route's own, the approvals inbox's) runs this query; `staffId` is a value or, inside a larger query,
 * a column reference.
 */
function grantsOf(db: Grants, staffId: number | Expression<number>, keys: readonly string[]) {
  return (db as Kysely<Database>)
    .selectFrom('staff_roles as sr')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'sr.role_id')
    .select('rp.permission_name')
    .where('sr.staff_id', '=', staffId as number)
    .where('rp.permission_name', 'in', [...keys]);
}

const principalQueries = new PreparedQueries();

/**
 * Which of `keys` the holder holds (all of them for the super-admin): the one question every permission check
 * asks, whether it needs the answer per key (the approvals inbox) or for any of them (holdsAny).
 */
export async function heldKeys<K extends PermissionKey>(
  db: Kysely<Database>,
  holder: Holder,
  keys: readonly K[],
): Promise<K[]> {
  if (holder.isSuperAdmin || keys.length === 0) return [...keys];
  const rows = await principalQueries.run(db, `held:${keys.length}`, [holder.staffId, ...keys], () =>
    grantsOf(db, holder.staffId, keys).distinct(),
  );
  const held = new Set(rows.map((r) => r.permission_name));
  return keys.filter((k) => held.has(k));
}

/** Does the holder hold one of `keys`? (An empty list: being signed in is enough.) */
export async function holdsAny(db: Kysely<Database>, holder: Holder, keys: readonly PermissionKey[]): Promise<boolean> {
  return keys.length === 0 || (await heldKeys(db, holder, keys)).length > 0;
}

/** Every permission key a staff member holds through their roles; the super-admin role holds the whole catalogue. */
export async function permissionNamesOf(
  db: Kysely<Database>,
  staffId: number,
  superAdminRoleId: number,
): Promise<string[]> {
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

/**
 * One query per request for the auth hook: the session, its staff member, whether they hold the super-admin role
 * and whether they hold one of the keys the route needs (grantsOf). Permissions are never taken from the token.
 */
export async function findSessionPrincipal(
  db: Kysely<Database>,
  sid: string,
  staffId: number,
  superAdminRoleId: number,
  needed: readonly string[],
) {
  const params = [superAdminRoleId, ...needed, sid, staffId];
  const [row] = await principalQueries.run(db, `principal:${needed.length}`, params, () =>
    db
      .selectFrom('sessions as s')
      .innerJoin('staff as st', 'st.id', 's.staff_id')
      .select([
        'st.id',
        'st.email',
        'st.name',
        'st.disabled',
        's.created_at',
        's.expires_at',
        's.revoked_at',
        's.last_seen_at',
      ])
      .select((eb) => [
        eb
          .exists(
            eb
              .selectFrom('staff_roles as sr')
              .select('sr.role_id')
              .whereRef('sr.staff_id', '=', 'st.id')
              .where('sr.role_id', '=', superAdminRoleId),
          )
          .as('is_super'),
        needed.length === 0
          ? eb.lit(1).as('allowed')
          : eb.exists(grantsOf(eb as unknown as Grants, eb.ref('st.id'), needed)).as('allowed'),
      ])
      .where('s.id', '=', sid)
      .where('s.staff_id', '=', staffId),
  );
  return row;
}
