import type { Kysely, Selectable, Transaction } from 'kysely';
import { istDayEnd, istDayStart } from '../../contract/business-time.js';
import type { DisputeProduct } from '../../contract/disputes/rules.js';
import type { ChargebackTransactionTable, Database } from '../db/database.js';
import { snapshotOf } from '../db/paging.js';
import { countOf } from './newest-first.js';

type Db = Kysely<Database> | Transaction<Database>;

export type ChargebackTransaction = Selectable<ChargebackTransactionTable>;

export interface TransactionSearch {
  product: DisputeProduct;
  merchantId?: string;
  rrn?: string;
  startDate: string;
  endDate: string;
  page: number;
  limit: number;
  /** Only rows up to this id (contract/keyset.ts snapshot key); the list as it is when not given. */
  snapshot?: number;
}

/**
 * §2.8: a merchant's (or an RRN's) chargeback transactions of one product in a date range, newest first, by page
 * number under a snapshot key (db/paging.ts snapshotOf).
 */
export async function searchTransactions(db: Db, q: TransactionSearch) {
  const snapshot = await snapshotOf(db, 'chargeback_transactions', q.snapshot);
  let query = db
    .selectFrom('chargeback_transactions')
    .where('id', '<=', snapshot)
    .where('source_product', '=', q.product)
    // The range's days are IST business days (docs/money-and-time.md), each counted whole.
    .where('payment_timestamp', '>=', istDayStart(q.startDate))
    .where('payment_timestamp', '<=', istDayEnd(q.endDate));
  if (q.merchantId) query = query.where('merchant_id', '=', q.merchantId);
  if (q.rrn) query = query.where('bank_reference_no', '=', q.rrn);
  const n = await countOf(query);
  const rows = await query
    .selectAll()
    .orderBy('payment_timestamp', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { rows, total: n, snapshot };
}

export async function findTransaction(db: Db, id: number): Promise<ChargebackTransaction | undefined> {
  return db.selectFrom('chargeback_transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The §3.2 chargeback transaction row; times as epoch seconds (spec §9), money as numbers. */
export function toTransactionDto(t: ChargebackTransaction) {
  return {
    id: t.id,
    sourceProduct: t.source_product,
    merchant_id: t.merchant_id,
    merchant_store_id: t.merchant_store_id,
    payment_transaction_id: t.payment_transaction_id,
    bank_reference_no: t.bank_reference_no,
    payment_gateway: t.payment_gateway,
    txn_sub_type: t.txn_sub_type,
    payer_vpa: t.payer_vpa,
    acquirer_name: t.acquirer_name,
    payer_instrument: t.payer_instrument,
    payee_identifier: t.payee_identifier,
    last_digits: t.last_digits,
    total_amount: Number(t.total_amount),
    amount: Number(t.amount),
    reward_amount: Number(t.reward_amount),
    payer_name: t.payer_name,
    payment_timestamp: Math.floor(Number(t.payment_timestamp) / 1000),
    action: ['RAISE_DISPUTE', 'VIEW_DISPUTE_HISTORY', 'RETRY', 'RAISE_FRM_COMPLAINT'],
  };
}

/** A transaction by its product, merchant and payment transaction id (a bulk-raise row names it so). */
export function findTransactionByPaymentId(
  db: Db,
  product: string,
  merchantId: string,
  paymentTransactionId: string,
): Promise<ChargebackTransaction | undefined> {
  return db
    .selectFrom('chargeback_transactions')
    .selectAll()
    .where('source_product', '=', product)
    .where('merchant_id', '=', merchantId)
    .where('payment_transaction_id', '=', paymentTransactionId)
    .executeTakeFirst();
}
