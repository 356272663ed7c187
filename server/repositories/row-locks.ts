import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/**
 * Row locks for the once-only rules a unique index cannot state (DESIGN.md §5): `SELECT … FOR UPDATE` holds the rows
 * until the caller's transaction ends, so a second request on the same rows waits, then sees the first one's writes
 * (READ COMMITTED reads afresh per statement). Only PostgreSQL needs them: SQLite's write transactions (BEGIN
 * IMMEDIATE, db/connect.ts) are serial already, and it has no FOR UPDATE.
 */
const takesRowLocks = (db: Kysely<Database>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Locks merchants by their text id, in one order (merchant_id) so two callers naming the same ones cannot deadlock. */
export async function lockMerchants(db: Kysely<Database>, merchantIds: Iterable<string>): Promise<void> {
  if (!takesRowLocks(db)) return;
  const ids = [...new Set(merchantIds)].sort();
  for (let i = 0; i < ids.length; i += 1000)
    await db
      .selectFrom('merchants')
      .select('id')
      .where('merchant_id', 'in', ids.slice(i, i + 1000))
      .orderBy('merchant_id')
      .forUpdate()
      .execute();
}

/** Locks one KYC case, so its assignment and the review raised on it never pass their checks at the same time. */
export async function lockKycCase(db: Kysely<Database>, id: number): Promise<void> {
  if (takesRowLocks(db)) await db.selectFrom('kyc_cases').select('id').where('id', '=', id).forUpdate().execute();
}

/** Locks one staff row, so one staff member's sign-in checks (a right code, a wrong one that locks) run one at a time. */
export async function lockStaff(db: Kysely<Database>, id: number): Promise<void> {
  if (takesRowLocks(db)) await db.selectFrom('staff').select('id').where('id', '=', id).forUpdate().execute();
}

/** Locks one merchant transaction, so two refunds raised on it count each other's reservation (never both pass). */
export async function lockMerchantTransaction(db: Kysely<Database>, id: number): Promise<void> {
  if (takesRowLocks(db))
    await db.selectFrom('merchant_transactions').select('id').where('id', '=', id).forUpdate().execute();
}

/** Locks one device payment, so two refunds raised on it count each other's reservation (never both pass). */
export async function lockDevicePayment(db: Kysely<Database>, id: number): Promise<void> {
  if (takesRowLocks(db)) await db.selectFrom('device_payments').select('id').where('id', '=', id).forUpdate().execute();
}

/** Locks one bank or PSP, so two downtimes declared or moved on it check each other's windows (never both pass). */
export async function lockPaymentBank(db: Kysely<Database>, id: number): Promise<void> {
  if (takesRowLocks(db)) await db.selectFrom('payment_banks').select('id').where('id', '=', id).forUpdate().execute();
}
