import type { Kysely, Selectable } from 'kysely';
import { maskAccountNumber, maskMobile } from '../../contract/pii.js';
import type { CountCache } from '../db/count-cache.js';
import type { ConsumerAccountTxnTable, Database } from '../db/database.js';
import { orderedPage, sortKey, type Cursor } from '../db/keyset.js';
import { readPage, snapshotOf } from '../db/paging.js';
import { executeHot } from '../db/prepared.js';
import { countOf } from './newest-first.js';

export type ConsumerTxn = Selectable<ConsumerAccountTxnTable>;

const num = (v: number | null) => (v === null ? null : Number(v));

/** Spec §3.21 account transaction; account number and payee mobile masked. */
export function toTxnDto(t: ConsumerTxn) {
  return {
    id: t.txn_id,
    txnId: t.txn_id,
    txnTime: Number(t.txn_time),
    updatedAt: Number(t.updated_at),
    payerName: t.payer_name,
    payeeName: t.payee_name,
    merchantName: t.merchant_name,
    payeeMobile: maskMobile(t.payee_mobile),
    bankReferenceNumber: t.bank_reference_number,
    amount: Number(t.amount),
    fee: Number(t.fee),
    balance: Number(t.balance),
    status: t.status,
    subStatus: t.sub_status,
    txnType: t.txn_type,
    txnIndicator: t.txn_indicator,
    disbursalType: t.disbursal_type,
    expectedCompletionTime: num(t.expected_completion_time),
    mode: t.mode,
    cashbackTier: t.cashback_tier,
    cashbackAmount: num(t.cashback_amount),
    accountNo: maskAccountNumber(t.account_no),
    ifsc: t.ifsc,
    vpa: t.vpa,
    mcc: t.mcc,
    providerId: t.provider_id,
    bankLogo: t.bank_logo,
  };
}
export type TxnDto = ReturnType<typeof toTxnDto>;

export interface StatementQuery {
  consumerId: number;
  page: number;
  size: number;
  statuses?: string[];
  types?: string[];
  indicator?: string;
  range: { from: number; to: number } | null;
  txnId?: string;
  /** Keyset: the rows after this cursor instead of the page's offset. */
  after?: Cursor;
  /** Only rows up to this id (contract/keyset.ts snapshot key); the statement as it is when not given. */
  snapshot?: number;
}

/** The statement is newest first (db/keyset.ts). */
const STATEMENT_KEY = sortKey('account-statement', 'txnTime', 'txn_time', 'integer');

/**
 * Spec §7.5 account statement: filters, newest first, one indexed range on (consumer_id, txn_time); the total
 * cached a few seconds per consumer and filter, deep pages read from the nearer end (paging.ts).
 */
export async function listStatement(db: Kysely<Database>, counts: CountCache, q: StatementQuery) {
  const snapshot = await snapshotOf(db, 'consumer_account_txns', q.snapshot);
  let base = db.selectFrom('consumer_account_txns').where('consumer_id', '=', q.consumerId).where('id', '<=', snapshot);
  if (q.txnId) base = base.where('txn_id', '=', q.txnId);
  if (q.statuses?.length) base = base.where('status', 'in', q.statuses);
  if (q.types?.length) base = base.where('txn_type', 'in', q.types);
  if (q.indicator) base = base.where('txn_indicator', '=', q.indicator);
  if (q.range) base = base.where('txn_time', '>=', q.range.from).where('txn_time', '<=', q.range.to);
  const filterKey = JSON.stringify({ ...q, page: undefined, size: undefined, after: undefined, snapshot });
  const page = await readPage({
    offset: q.page * q.size,
    limit: q.size,
    order: 'desc',
    count: () =>
      counts.get('consumer_account_txns', filterKey, async () => {
        const n = await countOf(base);
        return n;
      }),
    key: STATEMENT_KEY,
    after: q.after,
    read: (plan, order) => executeHot(db, orderedPage(base.selectAll(), STATEMENT_KEY, order, plan)),
  });
  return { ...page, snapshot };
}

export function findTxn(db: Kysely<Database>, txnId: string): Promise<ConsumerTxn | undefined> {
  return db.selectFrom('consumer_account_txns').selectAll().where('txn_id', '=', txnId).executeTakeFirst();
}

const changed = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) === 1;

/**
 * Hold ⇄ success (spec §4), one conditional update: SUCCESS → HOLD only for a card-usage DEBIT updated less than a
 * day ago, HOLD → SUCCESS for a card-usage DEBIT; `nowSeconds` becomes its updatedAt.
 */
export async function setHoldStatus(db: Kysely<Database>, txnId: string, to: 'HOLD' | 'SUCCESS', nowSeconds: number) {
  let q = db
    .updateTable('consumer_account_txns')
    .set((eb) => ({ status: to, updated_at: nowSeconds, version: eb('version', '+', 1) }))
    .where('txn_id', '=', txnId)
    .where('txn_type', '=', 'CARD_USAGE')
    .where('txn_indicator', '=', 'DEBIT');
  q =
    to === 'HOLD'
      ? q.where('status', '=', 'SUCCESS').where('updated_at', '>', nowSeconds - 86_400)
      : q.where('status', '=', 'HOLD');
  return changed(await q.executeTakeFirst());
}

/**
 * Apply cashback (spec §4): one conditional update that sets it only on a PAYMENT or CARD_USAGE in SUCCESS with no
 * cashback yet, so of two agents applying at once exactly one succeeds.
 */
export async function applyCashback(
  db: Kysely<Database>,
  txnId: string,
  c: { amount: number; tier: number | null; ruleCode: string; txnType: string },
) {
  const r = await db
    .updateTable('consumer_account_txns')
    .set((eb) => ({
      cashback_amount: c.amount,
      cashback_tier: c.tier,
      cashback_rule_code: c.ruleCode,
      version: eb('version', '+', 1),
    }))
    .where('txn_id', '=', txnId)
    .where('txn_type', '=', c.txnType)
    .where('status', '=', 'SUCCESS')
    .where((eb) => eb.or([eb('cashback_amount', 'is', null), eb('cashback_amount', '=', 0)]))
    .executeTakeFirst();
  return changed(r);
}

/** Revert a QR refund (spec §4): one conditional update while its subStatus is not REVERTED. */
export async function revertQrRefund(db: Kysely<Database>, txnId: string, nowSeconds: number) {
  const r = await db
    .updateTable('consumer_account_txns')
    .set((eb) => ({ sub_status: 'REVERTED', updated_at: nowSeconds, version: eb('version', '+', 1) }))
    .where('txn_id', '=', txnId)
    .where('txn_type', '=', 'QR_REFUND')
    .where((eb) => eb.or([eb('sub_status', 'is', null), eb('sub_status', '<>', 'REVERTED')]))
    .executeTakeFirst();
  return changed(r);
}

/** The transactions of a bill's period (its txnList). */
export function txnsBetween(db: Kysely<Database>, consumerId: number, from: number, to: number) {
  return db
    .selectFrom('consumer_account_txns')
    .selectAll()
    .where('consumer_id', '=', consumerId)
    .where('txn_time', '>=', from)
    .where('txn_time', '<', to)
    .orderBy('txn_time', 'desc')
    .limit(200)
    .execute();
}
