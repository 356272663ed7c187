import type { Kysely } from 'kysely';
import type { CountCache } from '../db/count-cache.js';
import type { Database, Staff } from '../db/database.js';
import { snapshotOf } from '../db/paging.js';
import { lockInForce } from '../routes/crm/otp-rules.js';
import { roleIdsByStaff } from './roles.js';

/** The user record of the admin API (simple-rest): what the Users screens read and send back. */
export interface UserRecord {
  id: number;
  email: string;
  name: string;
  mobile: string | null;
  disabled: boolean;
  /** A lock by wrong codes is in force now. */
  otpLocked: boolean;
  /** When that lock ends by itself (epoch ms); null when no lock is in force or it lasts until lifted. */
  otpLockedUntil: number | null;
  roleIds: number[];
  createdAt: number;
  version: number;
}

type StaffRow = Pick<
  Staff,
  'id' | 'email' | 'name' | 'mobile' | 'disabled' | 'otp_locked' | 'otp_locked_until' | 'created_at' | 'version'
>;

export const USER_COLUMNS = [
  'id',
  'email',
  'name',
  'mobile',
  'disabled',
  'otp_locked',
  'otp_locked_until',
  'created_at',
  'version',
] as const;

/** API sort keys → columns. */
export const USER_SORTS = { id: 'id', name: 'name', email: 'email', createdAt: 'created_at' } as const;

export function toUserRecord(row: StaffRow, roleIds: number[], now = Date.now()): UserRecord {
  const lockedUntil = row.otp_locked_until === null ? null : Number(row.otp_locked_until);
  const otpLocked = lockInForce({ locked: Number(row.otp_locked) === 1, lockedUntil }, now);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    mobile: row.mobile,
    disabled: Number(row.disabled) === 1,
    otpLocked,
    otpLockedUntil: otpLocked ? lockedUntil : null,
    roleIds,
    createdAt: Number(row.created_at),
    version: Number(row.version),
  };
}

export interface UserListQuery {
  /** Part of the name or e-mail. */
  search: string;
  /** Only these ids (ra-data-simple-rest getMany), or null. */
  ids: readonly number[] | null;
  sort: (typeof USER_SORTS)[keyof typeof USER_SORTS];
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** The snapshot key sent back (contract/keyset.ts); missing: staff's largest id now. */
  snapshot?: number;
}

/**
 * A page of staff users and its total. A page of the list (not a lookup by ids) is read under a snapshot key
 * (db/paging.ts snapshotOf), which it then names.
 */
export async function listUsers(
  db: Kysely<Database>,
  counts: CountCache,
  q: UserListQuery,
): Promise<{ rows: UserRecord[]; total: number; snapshot?: number }> {
  const snapshot = q.ids ? undefined : await snapshotOf(db, 'staff', q.snapshot);
  let base = db.selectFrom('staff');
  if (snapshot !== undefined) base = base.where('id', '<=', snapshot);
  const search = q.search.toLowerCase();
  if (search)
    base = base.where((eb) =>
      eb.or([eb('email', 'like', `%${search}%`), eb(eb.fn('lower', ['name']), 'like', `%${search}%`)]),
    );
  if (q.ids) base = base.where('id', 'in', q.ids.length > 0 ? [...q.ids] : [-1]);
  const rows = await base
    .select(USER_COLUMNS)
    .orderBy(q.sort, q.order)
    .orderBy('id', q.order)
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  const total = q.ids
    ? rows.length
    : await counts.get('staff', JSON.stringify([search, snapshot]), async () => {
        const r = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        return Number(r.n);
      });
  const roles = await roleIdsByStaff(
    db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((r) => toUserRecord(r, roles.get(r.id) ?? [])),
    total,
    ...(snapshot === undefined ? {} : { snapshot }),
  };
}

export async function findUser(db: Kysely<Database>, id: number): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('staff').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return toUserRecord(row, (await roleIdsByStaff(db, [id])).get(id) ?? []);
}

/** The id of the staff member with this e-mail, other than `exceptId`, if there is one. */
export async function emailOwner(db: Kysely<Database>, email: string, exceptId?: number): Promise<number | undefined> {
  let q = db.selectFrom('staff').select('id').where('email', '=', email);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst())?.id;
}

export interface NewUser {
  email: string;
  name: string;
  mobile?: string | null;
  disabled?: boolean;
}

export async function insertUser(db: Kysely<Database>, user: NewUser, now: number): Promise<number> {
  const { id } = await db
    .insertInto('staff')
    .values({
      email: user.email,
      name: user.name,
      mobile: user.mobile ?? null,
      disabled: user.disabled ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** One conditional UPDATE on the version the editor read: false when the row is missing or stale (DESIGN.md §5). */
export async function updateUser(
  db: Kysely<Database>,
  id: number,
  version: number,
  changes: Partial<NewUser>,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set((eb) => ({
      ...(changes.email !== undefined && { email: changes.email }),
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.mobile !== undefined && { mobile: changes.mobile }),
      ...(changes.disabled !== undefined && { disabled: changes.disabled ? 1 : 0 }),
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteUser(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('staff').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Lifts the sign-in lock (after 10 failed codes) and starts the failure and lock counts again. */
export async function unlockSignIn(db: Kysely<Database>, id: number, now: number): Promise<void> {
  await db
    .updateTable('staff')
    .set((eb) => ({
      otp_locked: 0,
      otp_locked_until: null,
      otp_lock_count: 0,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('otp_failures').where('staff_id', '=', id).execute();
}

/** The CRM API's identity of a staff member (spec §7.2 GET /users/{id}). */
export function findIdentity(db: Kysely<Database>, id: number) {
  return db.selectFrom('staff').select(['id', 'name', 'email', 'mobile']).where('id', '=', id).executeTakeFirst();
}
