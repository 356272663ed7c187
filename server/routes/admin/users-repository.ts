import type { Kysely } from 'kysely';
import type { Database, Staff } from '../../db/database.js';
import { RequestError } from '../../plugins/validation.js';

/** The user record of the admin API (simple-rest): what the Users screens read and send back. */
export interface UserRecord {
  id: number;
  email: string;
  name: string;
  mobile: string | null;
  disabled: boolean;
  otpLocked: boolean;
  roleIds: number[];
  createdAt: number;
  version: number;
}

type StaffRow = Pick<Staff, 'id' | 'email' | 'name' | 'mobile' | 'disabled' | 'otp_locked' | 'created_at' | 'version'>;

export const USER_COLUMNS = ['id', 'email', 'name', 'mobile', 'disabled', 'otp_locked', 'created_at', 'version'] as const;

export function toUserRecord(row: StaffRow, roleIds: number[]): UserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    mobile: row.mobile,
    disabled: Number(row.disabled) === 1,
    otpLocked: Number(row.otp_locked) === 1,
    roleIds,
    createdAt: Number(row.created_at),
    version: Number(row.version),
  };
}

/** Role ids per staff member, for a page of users in one query. */
export async function roleIdsByStaff(db: Kysely<Database>, staffIds: readonly number[]): Promise<Map<number, number[]>> {
  const byStaff = new Map<number, number[]>(staffIds.map((id) => [id, []]));
  if (staffIds.length === 0) return byStaff;
  const rows = await db.selectFrom('staff_roles').select(['staff_id', 'role_id']).where('staff_id', 'in', staffIds).orderBy('role_id').execute();
  for (const r of rows) byStaff.get(r.staff_id)?.push(r.role_id);
  return byStaff;
}

export async function findUser(db: Kysely<Database>, id: number): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('staff').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return toUserRecord(row, (await roleIdsByStaff(db, [id])).get(id) ?? []);
}

export async function getUser(db: Kysely<Database>, id: number): Promise<UserRecord> {
  const user = await findUser(db, id);
  if (!user) throw new RequestError(404, 'No Record Found!');
  return user;
}

/** Refuses role ids that do not exist, naming the first one. */
export async function checkRoleIds(db: Kysely<Database>, roleIds: readonly number[]): Promise<void> {
  if (roleIds.length === 0) return;
  const known = await db.selectFrom('roles').select('id').where('id', 'in', roleIds).execute();
  const missing = roleIds.find((id) => !known.some((r) => r.id === id));
  if (missing !== undefined) throw new RequestError(400, `roleIds: there is no role ${missing}`);
}

export async function replaceRoles(db: Kysely<Database>, staffId: number, roleIds: readonly number[]): Promise<void> {
  await db.deleteFrom('staff_roles').where('staff_id', '=', staffId).execute();
  const unique = [...new Set(roleIds)];
  if (unique.length > 0) await db.insertInto('staff_roles').values(unique.map((role_id) => ({ staff_id: staffId, role_id }))).execute();
}

/** Ends every open session of a staff member at once (disabling them, deleting them). */
export async function revokeSessions(db: Kysely<Database>, staffId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('staff_id', '=', staffId).where('revoked_at', 'is', null).execute();
}
