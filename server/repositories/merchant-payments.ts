import type { Kysely, Selectable } from 'kysely';
import type { CountCache } from '../db/count-cache.js';
import { orderedPage, sortKey } from '../db/keyset.js';
import { readPage, snapshotOf, type ListWindow } from '../db/paging.js';
import type { Database, MerchantRefundTable, MerchantTransactionTable } from '../db/database.js';
import type { Page } from './merchant-360.js';
import { executeHot } from '../db/prepared.js';
import { countOf } from './newest-first.js';
import { keptTotal } from '../db/list-counts.js';
import { seconds } from './epoch-seconds.js';

export type TransactionRow = Selectable<MerchantTransactionTable>;
export type RefundRow = Selectable<MerchantRefundTable>;

export interface TransactionFilter {
  merchantId?: string;
  status?: string;
  txnId?: string;
  rrn?: string;
  /** Epoch ms, inclusive. */
  from?: number;
  to?: number;
  /** Only refused ones (the rejected big-query). */
  rejectedOnly?: boolean;
}

/**
 * The statuses whose kept total (db/list-counts.ts) is the filter's total ([] for every row), or undefined when the
 * filter narrows by more than status and its rows must be counted.
 */
function keptStatuses(f: TransactionFilter): string[] | undefined {
  if (f.merchantId || f.txnId || f.rrn || f.from !== undefined || f.to !== undefined) return undefined;
  if (f.rejectedOnly) return ['REJECTED', 'FAILED'];
  return f.status ? [f.status] : [];
}

/** Transactions are newest first (db/keyset.ts). */
const TRANSACTION_KEY = sortKey('merchant-transactions', 'createdAt', 'created_at', 'integer');

/**
 * A page of transactions, newest first (after `after`, when given: keyset, db/keyset.ts); each filter uses an index (merchant, status or time). Filtered by status alone or
 * not at all, the total is the one the database keeps (db/list-counts.ts: a count of a million rows per request was
 * most of the search's time); other filters' totals are counted and kept a few seconds (CountCache). Deep pages are
 * read from the nearer end (paging.ts).
 */
export async function listTransactions(
  db: Kysely<Database>,
  counts: CountCache,
  f: TransactionFilter,
  page: number,
  size: number,
  { after, snapshot: given }: ListWindow = {},
): Promise<Page<TransactionRow> & { next: string | null; snapshot: number }> {
  const snapshot = await snapshotOf(db, 'merchant_transactions', given);
  let base = db.selectFrom('merchant_transactions').where('id', '<=', snapshot);
  if (f.merchantId) base = base.where('merchant_id', '=', f.merchantId);
  if (f.rejectedOnly) base = base.where('status', 'in', ['REJECTED', 'FAILED']);
  else if (f.status) base = base.where('status', '=', f.status);
  if (f.txnId) base = base.where('txn_id', '=', f.txnId);
  if (f.rrn) base = base.where('rrn', '=', f.rrn);
  if (f.from !== undefined) base = base.where('created_at', '>=', f.from);
  if (f.to !== undefined) base = base.where('created_at', '<=', f.to);
  const read = await readPage({
    offset: page * size,
    limit: size,
    order: 'desc',
    count: () => {
      const statuses = keptStatuses(f);
      if (statuses) return keptTotal(db, 'merchant_transactions', statuses, snapshot);
      return counts.get('merchant_transactions', JSON.stringify([f, snapshot]), () => countOf(base));
    },
    key: TRANSACTION_KEY,
    after,
    read: (plan, order) => executeHot(db, orderedPage(base.selectAll(), TRANSACTION_KEY, order, plan)),
  });
  return { ...read, snapshot };
}

export async function findTransaction(db: Kysely<Database>, txnId: string): Promise<TransactionRow | undefined> {
  return db.selectFrom('merchant_transactions').selectAll().where('txn_id', '=', txnId).executeTakeFirst();
}

export async function listRefunds(
  db: Kysely<Database>,
  f: { merchantId?: string; txnId?: string; refundId?: string },
  page: number,
  size: number,
  /** A paged list's read (not a lookup): under a snapshot key, the one sent back or a new one. */
  paging?: { snapshot?: number },
): Promise<Page<RefundRow>> {
  const snapshot = paging ? await snapshotOf(db, 'merchant_refunds', paging.snapshot) : undefined;
  let base = db.selectFrom('merchant_refunds');
  if (snapshot !== undefined) base = base.where('id', '<=', snapshot);
  if (f.merchantId) base = base.where('merchant_id', '=', f.merchantId);
  if (f.txnId) base = base.where('txn_id', '=', f.txnId);
  if (f.refundId) base = base.where('refund_id', '=', f.refundId);
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset(page * size)
    .execute();
  if (page === 0 && rows.length < size) return { rows, total: rows.length, snapshot };
  const n = await countOf(base);
  return { rows, total: n, snapshot };
}

/** The wire shape (spec §9: times in epoch seconds). */
export function toTransactionDto(r: TransactionRow) {
  return {
    id: r.txn_id,
    txnId: r.txn_id,
    merchantId: r.merchant_id,
    storeId: r.store_id,
    amount: Number(r.amount),
    status: r.status,
    mode: r.mode,
    payerVpa: r.payer_vpa,
    rrn: r.rrn,
    rejectReason: r.reject_reason,
    refundedAmount: Number(r.refunded_amount),
    settled: r.settlement_id !== null,
    createdAt: seconds(r.created_at)!,
  };
}

export function toRefundDto(r: RefundRow) {
  return {
    id: r.refund_id,
    refundId: r.refund_id,
    txnId: r.txn_id,
    merchantId: r.merchant_id,
    amount: Number(r.amount),
    status: r.status,
    reason: r.reason,
    createdAt: seconds(r.created_at)!,
  };
}
