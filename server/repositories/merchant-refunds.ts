import { sql, type Kysely } from 'kysely';
import {
  MERCHANT_REFUND_KIND,
  refundableOf,
  type RefundableTransactionWire,
  type RefundProposed,
} from '../../contract/merchant-refunds/rules.js';
import { sumRupees, toPaise } from '../../contract/money.js';
import type { Database } from '../db/database.js';
import { seconds } from './epoch-seconds.js';
import { pendingOnTargets } from './maker-checker.js';
import type { TransactionRow } from './merchant-payments.js';

/**
 * Merchant refunds (issue 43 item 1): a merchant's transaction found by its id or RRN, what its pending refund
 * requests reserve, and an approved refund applied with one conditional update on the transaction.
 */

/** One transaction of a merchant, by its transaction id or its RRN (the newest when an RRN repeats). */
export function findMerchantTransaction(db: Kysely<Database>, merchantId: string, ref: string) {
  return db
    .selectFrom('merchant_transactions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('txn_id', '=', ref), eb('rrn', '=', ref)]))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** What the pending refund requests on a transaction reserve (rupees), and how many there are. */
export async function pendingRefunds(db: Kysely<Database>, txnRowId: number) {
  const rows = await pendingOnTargets(db, MERCHANT_REFUND_KIND, [txnRowId]);
  const amounts = rows.map((r) => (JSON.parse(r.proposed_json) as Partial<RefundProposed>).amount ?? 0);
  return { pending: sumRupees(amounts), count: rows.length };
}

/** The transaction as /refund-request shows it: amount, refunded, pending, still refundable. */
export async function refundableTransaction(
  db: Kysely<Database>,
  txn: TransactionRow,
): Promise<RefundableTransactionWire> {
  const merchant = await db
    .selectFrom('merchants')
    .select('name')
    .where('merchant_id', '=', txn.merchant_id)
    .executeTakeFirst();
  const { pending, count } = await pendingRefunds(db, txn.id);
  const figures = { amount: Number(txn.amount), refunded: Number(txn.refunded_amount), pending };
  return {
    merchantId: txn.merchant_id,
    merchantName: merchant?.name ?? null,
    txnId: txn.txn_id,
    rrn: txn.rrn,
    status: txn.status,
    mode: txn.mode,
    createdAt: seconds(txn.created_at)!,
    ...figures,
    refundable: refundableOf(figures),
    pendingRequests: count,
  };
}

/** The refund row an approved request writes: one per request (its id in the refund id). */
export const refundIdOf = (requestId: number): string => `RFR${String(requestId).padStart(10, '0')}`;

/**
 * Applies an approved refund of `amount` rupees to the transaction (row id): ONE conditional update adds it to the
 * refunded amount only while the transaction is successful and has at least that much left (compared in paise).
 * Returns the refunded amount before and after, or null when it no longer fits.
 */
export async function addRefunded(db: Kysely<Database>, txnRowId: number, amount: number) {
  const paise = toPaise(amount);
  const row = await db
    .updateTable('merchant_transactions')
    .set({ refunded_amount: sql`round(refunded_amount + ${amount}, 2)` })
    .where('id', '=', txnRowId)
    .where('status', '=', 'SUCCESS')
    .where(sql<boolean>`round((amount - refunded_amount) * 100) >= ${paise}`)
    .returning('refunded_amount')
    .executeTakeFirst();
  if (!row) return null;
  const after = toPaise(row.refunded_amount);
  return { refunded: (after - paise) / 100, after: after / 100 };
}

/**
 * An approved refund request recorded: the amount added to its transaction (addRefunded) and the refund row the
 * merchant 360's refunds tab lists. Null (nothing written) when it no longer fits.
 */
export async function recordApprovedRefund(
  db: Kysely<Database>,
  request: { id: number; target_id: number | null; proposed_json: string },
  at: number,
) {
  if (request.target_id === null) return null;
  const proposed = JSON.parse(request.proposed_json) as RefundProposed;
  const change = await addRefunded(db, request.target_id, proposed.amount);
  if (!change) return null;
  const refundId = refundIdOf(request.id);
  await db
    .insertInto('merchant_refunds')
    .values({
      refund_id: refundId,
      txn_id: proposed.txnId,
      merchant_id: proposed.merchantId,
      amount: proposed.amount,
      status: 'SUCCESS',
      reason: proposed.reason,
      created_at: at,
    })
    .execute();
  return {
    before: { txnId: proposed.txnId, refundedAmount: change.refunded },
    after: { txnId: proposed.txnId, refundedAmount: change.after, refundId, amount: proposed.amount },
  };
}
