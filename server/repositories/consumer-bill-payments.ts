import type { Kysely, Selectable } from 'kysely';
import { BILL_ACTION_STATUSES, billOrderType } from '../../contract/consumer/bill-payments.js';
import { VAS_CANCELLED } from '../../contract/consumer/plans.js';
import type { BillPaymentKind } from '../../contract/consumer/filters.js';
import type { ConsumerBillPaymentTable, ConsumerPlanOrderTable, Database } from '../db/database.js';
import { snapshotOf } from '../db/paging.js';

export type BillPayment = Selectable<ConsumerBillPaymentTable>;
export type PlanOrder = Selectable<ConsumerPlanOrderTable>;

const DAY_S = 86_400;
/** Ours: a scratchcard issued from the console is valid for 30 days. */
export const SCRATCHCARD_VALID_DAYS = 30;

/** Spec §3.14 plan order. */
export function toPlanOrderDto(o: PlanOrder) {
  return {
    id: Number(o.id),
    membershipId: o.membership_id,
    vasOrderId: o.vas_order_id,
    transactionId: o.transaction_id,
    eligibilityDate: o.eligibility_date === null ? null : Number(o.eligibility_date),
    createdAt: Number(o.created_at),
    planName: o.plan_name,
    planCode: o.plan_code,
    planMrp: Number(o.plan_mrp),
    status: o.status,
    activationDate: o.activation_date === null ? null : Number(o.activation_date),
    expirationDate: o.expiration_date === null ? null : Number(o.expiration_date),
    cancelDate: o.cancel_date === null ? null : Number(o.cancel_date),
    isCancellable: o.is_cancellable === 1 && o.status !== VAS_CANCELLED,
  };
}

/**
 * Ours (the spec names no history): a bill order's status history from its own timestamps, oldest first: placed
 * (PAYMENT_INITIATED at paymentDate), its status as of updateAt, the scratchcard applied and the limit updated.
 */
export function statusHistoryOf(p: BillPayment): { status: string; at: number }[] {
  const steps = [
    { status: 'PAYMENT_INITIATED', at: Number(p.payment_date) },
    { status: p.status, at: Number(p.update_at) },
    ...(p.scratchcard_issue_date === null
      ? []
      : [{ status: `SCRATCHCARD_${p.scratchcard_status ?? 'ISSUED'}`, at: Number(p.scratchcard_issue_date) }]),
    ...(p.limit_updated_at === null ? [] : [{ status: 'LIMIT_UPDATED', at: Number(p.limit_updated_at) }]),
  ];
  return steps.sort((a, b) => a.at - b.at);
}

/** Spec §3.19 bill payment, with its VAS order (vasOrderDetailDto) when it has one. */
export function toBillPaymentDto(p: BillPayment, vas?: PlanOrder) {
  const o = vas && toPlanOrderDto(vas);
  return {
    ...(JSON.parse(p.detail_json) as Record<string, unknown>),
    id: Number(p.id),
    sourceRefId: p.source_ref_id,
    paymentDate: Number(p.payment_date),
    updateAt: Number(p.update_at),
    billerCategory: p.biller_category,
    billOrderType: billOrderType(p.biller_category),
    paymentAmount: Number(p.payment_amount),
    status: p.status,
    paymentMode: p.payment_mode,
    cashbackDetails: { cashbackAmount: p.cashback_amount === null ? null : Number(p.cashback_amount) },
    showAddCashbackButton: p.show_add_cashback_button === 1,
    scratchcard: {
      issueDate: p.scratchcard_issue_date === null ? null : Number(p.scratchcard_issue_date),
      expiry: p.scratchcard_expiry === null ? null : Number(p.scratchcard_expiry),
      status: p.scratchcard_status,
    },
    limitUpdatedAt: p.limit_updated_at === null ? null : Number(p.limit_updated_at),
    statusHistory: statusHistoryOf(p),
    vasOrderDetailDto: o
      ? {
          id: o.id,
          membershipId: o.membershipId,
          planName: o.planName,
          planCode: o.planCode,
          planMrp: o.planMrp,
          activationDate: o.activationDate,
          cancellationDate: o.cancelDate,
          status: o.status,
          isCancellable: o.isCancellable,
        }
      : null,
    version: Number(p.version),
  };
}

const listOf = (db: Kysely<Database>, consumerId: number, kind: BillPaymentKind) =>
  db.selectFrom('consumer_bill_payments').where('consumer_id', '=', consumerId).where('kind', '=', kind);

/**
 * One page (pageNum from 0) of a consumer's bill payments, newest first, with their VAS orders, under a snapshot key
 * of consumer_bill_payments (db/paging.ts snapshotOf): the one sent back, or a new one.
 */
export async function listBillPayments(
  db: Kysely<Database>,
  consumerId: number,
  kind: BillPaymentKind,
  pageNum: number,
  pageSize: number,
  given?: number,
) {
  const snapshot = await snapshotOf(db, 'consumer_bill_payments', given);
  const base = () => listOf(db, consumerId, kind).where('id', '<=', snapshot);
  const [rows, count] = await Promise.all([
    base()
      .selectAll()
      .orderBy('payment_date', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(pageNum * pageSize)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const vasIds = rows.flatMap((r) => (r.vas_order_id ? [r.vas_order_id] : []));
  const vas = vasIds.length
    ? await db.selectFrom('consumer_plan_orders').selectAll().where('vas_order_id', 'in', vasIds).execute()
    : [];
  const byId = new Map(vas.map((v) => [v.vas_order_id, v]));
  return {
    rows: rows.map((r) => toBillPaymentDto(r, r.vas_order_id ? byId.get(r.vas_order_id) : undefined)),
    total: Number(count.n),
    snapshot,
  };
}

export async function findBillPayment(db: Kysely<Database>, id: number): Promise<BillPayment | undefined> {
  return db.selectFrom('consumer_bill_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findBillPaymentByRef(db: Kysely<Database>, consumerId: number, orderId: string) {
  return db
    .selectFrom('consumer_bill_payments')
    .selectAll()
    .where('consumer_id', '=', consumerId)
    .where('source_ref_id', '=', orderId)
    .executeTakeFirst();
}

export async function findPlanOrder(db: Kysely<Database>, vasOrderId: string): Promise<PlanOrder | undefined> {
  return db.selectFrom('consumer_plan_orders').selectAll().where('vas_order_id', '=', vasOrderId).executeTakeFirst();
}

/**
 * Issues the scratchcard: ONE conditional update, so it applies only while the payment still qualifies (spec §4:
 * FULFILMENT_SUCCESS or CREDIT_SUCCESS, not POSTPE, showAddCashbackButton) and only once. True when it applied.
 */
export async function applyScratchcard(db: Kysely<Database>, id: number, nowS: number): Promise<boolean> {
  const r = await db
    .updateTable('consumer_bill_payments')
    .set((eb) => ({
      scratchcard_status: 'ISSUED',
      scratchcard_issue_date: nowS,
      scratchcard_expiry: nowS + SCRATCHCARD_VALID_DAYS * DAY_S,
      show_add_cashback_button: 0,
      update_at: nowS,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', 'in', [...BILL_ACTION_STATUSES])
    .where('payment_mode', '<>', 'POSTPE')
    .where('show_add_cashback_button', '=', 1)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Records the limit update for the payment: once, while it qualifies (spec §4). True when it applied. */
export async function markLimitUpdated(db: Kysely<Database>, id: number, nowS: number): Promise<boolean> {
  const r = await db
    .updateTable('consumer_bill_payments')
    .set((eb) => ({ limit_updated_at: nowS, update_at: nowS, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('status', 'in', [...BILL_ACTION_STATUSES])
    .where('payment_mode', '<>', 'POSTPE')
    .where('limit_updated_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A consumer's plan orders of a kind, newest first. */
export async function listPlanOrders(db: Kysely<Database>, consumerId: number, kind: 'BP_SHIELD' | 'VAS') {
  const rows = await db
    .selectFrom('consumer_plan_orders')
    .selectAll()
    .where('consumer_id', '=', consumerId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toPlanOrderDto);
}

/** Cancels a VAS order: ONE conditional update on a cancellable, not yet cancelled order. True when it applied. */
export async function cancelVasOrder(db: Kysely<Database>, vasOrderId: string, nowS: number): Promise<boolean> {
  const r = await db
    .updateTable('consumer_plan_orders')
    .set((eb) => ({ status: VAS_CANCELLED, cancel_date: nowS, is_cancellable: 0, version: eb('version', '+', 1) }))
    .where('vas_order_id', '=', vasOrderId)
    .where('kind', '=', 'VAS')
    .where('is_cancellable', '=', 1)
    .where('status', '<>', VAS_CANCELLED)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
