import type { Kysely, Selectable } from 'kysely';
import { maskAccountNumber } from '../../contract/pii.js';
import type { ConsumerBankTransferTable, ConsumerBillTable, ConsumerRepaymentTable, Database } from '../db/database.js';
import { newestFirstPage } from './newest-first.js';

/** A page of a consumer's list: its number (from 0), its size and the snapshot key sent back, if any. */
type Page = { page: number; size: number; snapshot?: number };

export function toBillDto(b: Selectable<ConsumerBillTable>) {
  return {
    id: b.id,
    billId: b.id,
    billDate: Number(b.bill_date),
    startDate: Number(b.start_date),
    endDate: Number(b.end_date),
    billDueDate: Number(b.bill_due_date),
    billPaidDate: b.bill_paid_date === null ? null : Number(b.bill_paid_date),
    previousBillAmount: Number(b.previous_bill_amount),
    spentAmount: Number(b.spent_amount),
    onGoingEmi: Number(b.on_going_emi),
    penalty: Number(b.penalty),
    paidEarly: Number(b.paid_early),
    lastBillPendingPrincipal: Number(b.last_bill_pending_principal),
    dueAmount: Number(b.due_amount),
    billStatus: b.bill_status,
  };
}

export async function listBills(db: Kysely<Database>, consumerId: number, { page, size, snapshot }: Page) {
  const base = db.selectFrom('consumer_bills').where('consumer_id', '=', consumerId);
  const read = await newestFirstPage(base, (q) => q.selectAll(), 'bill_date', page, size, 'id', {
    db,
    table: 'consumer_bills',
    given: snapshot,
  });
  return { rows: read.rows.map(toBillDto), total: read.total, snapshot: read.snapshot };
}

export function findBill(db: Kysely<Database>, id: number) {
  return db.selectFrom('consumer_bills').selectAll().where('id', '=', id).executeTakeFirst();
}

export function toRepaymentDto(r: Selectable<ConsumerRepaymentTable>) {
  return {
    id: r.id,
    txnId: r.txn_id,
    orderId: r.order_id,
    bankReferenceNumber: r.bank_reference_number,
    txnTime: Number(r.txn_time),
    amount: Number(r.amount),
    cashbackAmount: r.cashback_amount === null ? null : Number(r.cashback_amount),
    status: r.status,
    errorDescription: r.error_description,
    refundInfo: r.refund_json === null ? null : (JSON.parse(r.refund_json) as Record<string, unknown>),
  };
}

export async function listRepayments(db: Kysely<Database>, consumerId: number, { page, size, snapshot }: Page) {
  const base = db.selectFrom('consumer_repayments').where('consumer_id', '=', consumerId);
  const read = await newestFirstPage(base, (q) => q.selectAll(), 'txn_time', page, size, 'id', {
    db,
    table: 'consumer_repayments',
    given: snapshot,
  });
  return { rows: read.rows.map(toRepaymentDto), total: read.total, snapshot: read.snapshot };
}

export type BankTransfer = Selectable<ConsumerBankTransferTable>;

/** Spec §3.15, §2.13: the account number masked to the last 4 digits. */
export function toBankTransferDto(t: BankTransfer) {
  return {
    id: t.id,
    orderId: t.order_id,
    settlementOrderId: t.settlement_order_id,
    amount: Number(t.amount),
    bankReferenceNo: t.bank_reference_no,
    accountNo: maskAccountNumber(t.account_no),
    ifsc: t.ifsc,
    status: t.status,
    settlementStatus: t.settlement_status,
    createdAt: Number(t.created_at),
  };
}

export async function listBankTransfers(
  db: Kysely<Database>,
  consumerId: number,
  utr: string | undefined,
  { page, size, snapshot }: Page,
) {
  let base = db.selectFrom('consumer_bank_transfers').where('consumer_id', '=', consumerId);
  if (utr) base = base.where('bank_reference_no', '=', utr);
  const read = await newestFirstPage(base, (q) => q.selectAll(), 'created_at', page, size, 'id', {
    db,
    table: 'consumer_bank_transfers',
    given: snapshot,
  });
  return { rows: read.rows.map(toBankTransferDto), total: read.total, snapshot: read.snapshot };
}

export function findBankTransferBySettlement(db: Kysely<Database>, settlementOrderId: string) {
  return db
    .selectFrom('consumer_bank_transfers')
    .selectAll()
    .where('settlement_order_id', '=', settlementOrderId)
    .executeTakeFirst();
}

export function findBankTransfer(db: Kysely<Database>, id: number) {
  return db.selectFrom('consumer_bank_transfers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The settlement check (spec §4): records the settlement status of a SUCCESS transfer (one conditional update). */
export async function recordSettlementCheck(db: Kysely<Database>, id: number, at: number) {
  const r = await db
    .updateTable('consumer_bank_transfers')
    .set({ settlement_status: 'SETTLED', checked_at: at })
    .where('id', '=', id)
    .where('status', '=', 'SUCCESS')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A repayment row (an offline one recorded by an agent). */
export async function insertRepayment(
  db: Kysely<Database>,
  r: { consumerId: number; txnId: string; orderId: string; reference: string; at: number; amount: number },
) {
  await db
    .insertInto('consumer_repayments')
    .values({
      consumer_id: r.consumerId,
      txn_id: r.txnId,
      order_id: r.orderId,
      bank_reference_number: r.reference,
      txn_time: r.at,
      amount: r.amount,
      cashback_amount: null,
      status: 'SUCCESS',
      error_description: null,
      refund_json: null,
    })
    .execute();
}

/** Takes amount + fee from the send-money (BANK_TRANSFER) limit: one conditional update that refuses an overdraw. */
export async function takeSendMoneyLimit(db: Kysely<Database>, consumerId: number, total: number): Promise<boolean> {
  const r = await db
    .updateTable('consumer_limits')
    .set((eb) => ({ available_limit: eb('available_limit', '-', total), used_limit: eb('used_limit', '+', total) }))
    .where('consumer_id', '=', consumerId)
    .where('txn_type', '=', 'BANK_TRANSFER')
    .where('available_limit', '>=', total)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A new send-money transfer, PENDING until the bank answers; returns its id. */
export async function insertBankTransfer(
  db: Kysely<Database>,
  t: { consumerId: number; orderId: string; amount: number; accountNo: string; ifsc: string; at: number },
): Promise<number> {
  const row = await db
    .insertInto('consumer_bank_transfers')
    .values({
      consumer_id: t.consumerId,
      order_id: t.orderId,
      settlement_order_id: `SETTLE-${t.orderId}`,
      amount: t.amount,
      bank_reference_no: `PENDING-${t.orderId}`.slice(0, 40),
      account_no: t.accountNo,
      ifsc: t.ifsc,
      status: 'PENDING',
      settlement_status: null,
      checked_at: null,
      created_at: t.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
