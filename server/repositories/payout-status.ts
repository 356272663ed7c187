import type { Kysely } from 'kysely';
import { STUCK_TXN_STATUS } from '../../contract/investments/index.js';
import type { Database } from '../db/database.js';

/** A payout is stuck when it was approved but its bank transfer never reported back. */
export const STUCK_STATUS = 'APPROVED';

/** A payout by its id (digits) or its UTR (the transaction id). */
export async function findPayoutByIdOrUtr(db: Kysely<Database>, q: string) {
  const byUtr = await db.selectFrom('payouts').selectAll().where('transaction_id', '=', q).executeTakeFirst();
  if (byUtr || !/^\d{1,9}$/.test(q)) return byUtr;
  return db.selectFrom('payouts').selectAll().where('id', '=', Number(q)).executeTakeFirst();
}

export async function marksOf(db: Kysely<Database>, payoutId: number) {
  const rows = await db
    .selectFrom('payout_status_marks')
    .selectAll()
    .where('payout_id', '=', payoutId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((m) => ({
    id: m.id,
    fromTxnStatus: m.from_txn_status,
    toTxnStatus: m.to_txn_status,
    reason: m.reason,
    markedBy: m.marked_by,
    markedAt: Number(m.marked_at),
  }));
}

/**
 * Marks a stuck payout SUCCESS or FAILED: ONE conditional update (approved, transfer PENDING, the version the user
 * saw), then the mark row. 'stale' when the version moved, 'not-stuck' when it is no longer stuck, 'gone' when absent.
 */
export async function markPayout(
  db: Kysely<Database>,
  m: { payoutId: number; txnStatus: string; reason: string; version: number; by: string; at: number },
): Promise<'done' | 'stale' | 'not-stuck' | 'gone'> {
  const result = await db
    .updateTable('payouts')
    .set((eb) => ({ status: m.txnStatus, txn_status: m.txnStatus, updated_at: m.at, version: eb('version', '+', 1) }))
    .where('id', '=', m.payoutId)
    .where('version', '=', m.version)
    .where('status', '=', STUCK_STATUS)
    .where('txn_status', '=', STUCK_TXN_STATUS)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const row = await db.selectFrom('payouts').select(['version']).where('id', '=', m.payoutId).executeTakeFirst();
    if (!row) return 'gone';
    return row.version !== m.version ? 'stale' : 'not-stuck';
  }
  await db
    .insertInto('payout_status_marks')
    .values({
      payout_id: m.payoutId,
      from_txn_status: STUCK_TXN_STATUS,
      to_txn_status: m.txnStatus,
      reason: m.reason,
      marked_by: m.by,
      marked_at: m.at,
    })
    .execute();
  return 'done';
}
