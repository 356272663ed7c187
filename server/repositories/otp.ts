import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { lockDurationMs, lockInForce, OTP_RULES } from '../routes/crm/otp-rules.js';

export type OtpMode = 'email' | 'phone';

export interface StaffForSignIn {
  id: number;
  email: string;
  disabled: boolean;
  /** A lock by wrong codes is in force now. */
  locked: boolean;
  /** When that lock ends (null: never locked, or a lock set by hand that lasts until lifted). */
  lockedUntil: number | null;
}

const truthy = (v: unknown) => Number(v) === 1;

/**
 * The staff member an address belongs to. A mobile shared by several staff members belongs to none of them:
 * a code sent there could sign in the wrong person.
 */
export async function findStaffByAddress(
  db: Kysely<Database>,
  mode: OtpMode,
  address: string,
  now: number,
): Promise<StaffForSignIn | undefined> {
  const rows = await db
    .selectFrom('staff')
    .select(['id', 'email', 'disabled', 'otp_locked', 'otp_locked_until'])
    .where(mode === 'email' ? 'email' : 'mobile', '=', address)
    .limit(2)
    .execute();
  const [row] = rows;
  if (!row || rows.length !== 1) return undefined;
  const lockedUntil = row.otp_locked_until === null ? null : Number(row.otp_locked_until);
  return {
    id: row.id,
    email: row.email,
    disabled: truthy(row.disabled),
    locked: lockInForce({ locked: truthy(row.otp_locked), lockedUntil }, now),
    lockedUntil,
  };
}

export async function insertChallenge(
  db: Kysely<Database>,
  c: { id: string; mode: OtpMode; destination: string; staffId: number | null; codeHmac: string; now: number },
): Promise<void> {
  await db
    .insertInto('otp_challenges')
    .values({
      id: c.id,
      mode: c.mode,
      destination: c.destination,
      staff_id: c.staffId,
      code_hmac: c.codeHmac,
      created_at: c.now,
      sent_at: c.now,
      expires_at: c.now + OTP_RULES.lifeMs,
      used_at: null,
    })
    .execute();
  // Kept a day past their expiry for support questions, then pruned (server/housekeeping/prune.ts).
}

export async function findChallenge(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('otp_challenges').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    attempts: Number(row.attempts),
    sentAt: Number(row.sent_at),
    expiresAt: Number(row.expires_at),
    usedAt: row.used_at === null ? null : Number(row.used_at),
  };
}

/** Takes one of the challenge's 5 tries, atomically; false when it no longer accepts tries. */
export async function takeTry(db: Kysely<Database>, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('otp_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', OTP_RULES.triesPerChallenge)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the challenge used if it still holds the code that matched; exactly one caller wins. */
export async function consumeChallenge(
  db: Kysely<Database>,
  id: string,
  codeHmac: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('otp_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('code_hmac', '=', codeHmac)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A resend: the new code replaces the old one with a fresh 5-minute life; one of two racing resends wins. */
export async function replaceCode(
  db: Kysely<Database>,
  id: string,
  previousSentAt: number,
  codeHmac: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('otp_challenges')
    .set({ code_hmac: codeHmac, sent_at: now, expires_at: now + OTP_RULES.lifeMs })
    .where('id', '=', id)
    .where('sent_at', '=', previousSentAt)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds one consecutive failure for a staff member and returns the new count. */
export async function recordFailure(db: Kysely<Database>, staffId: number, now: number): Promise<number> {
  await db
    .insertInto('otp_failures')
    .values({ staff_id: staffId, consecutive: 1, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('staff_id')
        .doUpdateSet((eb) => ({ consecutive: eb('otp_failures.consecutive', '+', 1), updated_at: now })),
    )
    .execute();
  const row = await db
    .selectFrom('otp_failures')
    .select('consecutive')
    .where('staff_id', '=', staffId)
    .executeTakeFirstOrThrow();
  return Number(row.consecutive);
}

export async function clearFailures(db: Kysely<Database>, staffId: number): Promise<void> {
  await db.deleteFrom('otp_failures').where('staff_id', '=', staffId).execute();
}

/**
 * Locks sign-in for the next lock's time (15 minutes, doubling with each lock in a row) unless a lock is already in
 * force, and starts the failure count again, so the next lock takes ten more wrong codes. Returns when the lock ends
 * and how many locks in a row it makes, or null when another call's lock was already in force (audited once).
 */
export async function lockSignIn(
  db: Kysely<Database>,
  staffId: number,
  now: number,
): Promise<{ until: number; locksInARow: number } | null> {
  const row = await db.selectFrom('staff').select('otp_lock_count').where('id', '=', staffId).executeTakeFirst();
  if (!row) return null;
  const before = Number(row.otp_lock_count);
  const locksInARow = before + 1;
  const until = now + lockDurationMs(locksInARow);
  // Conditional on the count read and on no lock in force: of two racing locks, one sets it.
  const result = await db
    .updateTable('staff')
    .set((eb) => ({
      otp_locked: 1,
      otp_locked_until: until,
      otp_lock_count: locksInARow,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', staffId)
    .where('otp_lock_count', '=', before)
    .where((eb) => eb.or([eb('otp_locked', '=', 0), eb('otp_locked_until', '<=', now)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  await db.deleteFrom('otp_failures').where('staff_id', '=', staffId).execute();
  return { until, locksInARow };
}

/** After a successful sign-in: locks in a row start again from the first's 15 minutes. */
export async function clearLocks(db: Kysely<Database>, staffId: number): Promise<void> {
  await db
    .updateTable('staff')
    .set({ otp_locked: 0, otp_locked_until: null, otp_lock_count: 0 })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('otp_locked', '=', 1), eb('otp_lock_count', '>', 0)]))
    .execute();
}
