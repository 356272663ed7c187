import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  activityOf as activityState,
  ACTIVITY_STATES,
  BHARAT_SWIPE_LISTS as LIST,
  BHARAT_SWIPE_READS as READ,
  CASHBACK_STATES,
  cashbackOf,
  CHARGE_STATES,
  type ChargeState,
  ORDER_STATES,
  SWIPE_MESSAGES as M,
  SWIPE_RULES,
  TPV_STATES,
} from '../../../contract/bharat-swipe/calls.js';
import {
  byMerchantQuery,
  monthQuery,
  orderListParams,
  orderStatusParams,
} from '../../../contract/bharat-swipe/rules.js';
import { sumRupees, toPaise } from '../../../contract/money.js';
import { maskAccountNumber } from '../../../contract/pii.js';
import type { AppDeps } from '../../app-deps.js';
import { numOrNull as num } from '../../db/values.js';
import { RequestError } from '../../plugins/validation.js';
import { chargesOf, deviceEventsOf, activityOf, orderOf, ordersOf, tpvOf } from '../../repositories/bharat-swipe.js';
import { serve } from '../declared.js';
import { okSchema } from '../success-envelope.js';
import { ok } from './envelope.js';
import { requireMerchant } from './merchant-common.js';
import { bharatSwipeActionRoutes } from './bharat-swipe-actions.js';

const DAY = 86_400_000;

const list = <T extends z.ZodType>(item: T) => ({ 200: okSchema(z.array(item)) });

const monthDto = z.object({
  id: z.string(),
  month: z.string(),
  devices: z.number().int(),
  rent: z.number(),
  luCharge: z.number(),
  total: z.number(),
  paid: z.number(),
  due: z.number(),
  waived: z.number(),
  cashback: z.number(),
  status: z.enum(CHARGE_STATES),
});
const chargeDto = z.object({
  id: z.number().int(),
  month: z.string(),
  deviceSerial: z.string(),
  terminalId: z.string().nullable(),
  model: z.string().nullable(),
  rent: z.number(),
  luCharge: z.number(),
  total: z.number(),
  txnCount: z.number().int(),
  txnVolume: z.number(),
  status: z.enum(CHARGE_STATES),
  chargedAt: z.number(),
  paidAt: z.number().nullable(),
});
const luDto = z.object({
  id: z.number().int(),
  month: z.string(),
  deviceSerial: z.string(),
  txnCount: z.number().int(),
  threshold: z.number().int(),
  luCharge: z.number(),
  status: z.enum(CHARGE_STATES),
});
const cashbackDto = z.object({
  id: z.number().int(),
  month: z.string(),
  deviceSerial: z.string(),
  rent: z.number(),
  txnVolume: z.number(),
  targetVolume: z.number(),
  cashback: z.number(),
  status: z.enum(CASHBACK_STATES),
  creditedAt: z.number().nullable(),
});
const tpvDto = z.object({
  merchantId: z.string(),
  status: z.enum(TPV_STATES),
  accountHolder: z.string().nullable(),
  accountNo: z.string().nullable(),
  ifsc: z.string().nullable(),
  bankName: z.string().nullable(),
  nameAtBank: z.string().nullable(),
  nameMatch: z.number().nullable(),
  failureReason: z.string().nullable(),
  requestedAt: z.number().nullable(),
  verifiedAt: z.number().nullable(),
});
const inactivityDto = z.object({
  id: z.string(),
  deviceSerial: z.string(),
  terminalId: z.string(),
  storeId: z.string(),
  deviceStatus: z.string(),
  lastTxnAt: z.number().nullable(),
  idleDays: z.number().int().nullable(),
  state: z.enum(ACTIVITY_STATES),
});
const eventDto = z.object({
  id: z.number().int(),
  deviceSerial: z.string(),
  status: z.string(),
  reason: z.string(),
  remarks: z.string().nullable(),
  actor: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
const orderDto = z.object({
  id: z.string(),
  orderId: z.string(),
  storeId: z.string(),
  plan: z.string(),
  quantity: z.number().int(),
  amount: z.number(),
  status: z.enum(ORDER_STATES),
  createdAt: z.number(),
  updatedAt: z.number(),
});
const orderStatusDto = orderDto.extend({
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  history: z.array(z.object({ status: z.enum(ORDER_STATES), at: z.number() })),
});

type ChargeRow = Awaited<ReturnType<typeof chargesOf>>[number];
const rupees = (paise: number) => paise / 100;
const stateOf = (r: ChargeRow) => r.status as ChargeState;
const totalOf = (r: ChargeRow) => sumRupees([r.rent, r.lu_charge]);
const cashbackAmount = (r: ChargeRow) =>
  cashbackOf(Number(r.txn_volume), stateOf(r)) === 'NOT_ELIGIBLE' ? 0 : Number(r.rent);

/** Pure: a month's rows summed (in paise): DUE if anything is due, WAIVED if all was waived, else PAID. */
function monthOf(month: string, rows: ChargeRow[]) {
  const by = (s: ChargeState) => rows.filter((r) => stateOf(r) === s).reduce((p, r) => p + toPaise(totalOf(r)), 0);
  const [paid, due, waived] = [by('PAID'), by('DUE'), by('WAIVED')];
  return {
    id: month,
    month,
    devices: rows.length,
    rent: sumRupees(rows.map((r) => r.rent)),
    luCharge: sumRupees(rows.map((r) => r.lu_charge)),
    total: rupees(paid + due + waived),
    paid: rupees(paid),
    due: rupees(due),
    waived: rupees(waived),
    cashback: sumRupees(rows.map(cashbackAmount)),
    status: (due > 0 ? 'DUE' : paid === 0 && waived > 0 ? 'WAIVED' : 'PAID') as ChargeState,
  };
}

const toEvent = (e: Awaited<ReturnType<typeof deviceEventsOf>>[number]) => ({
  id: Number(e.id),
  deviceSerial: e.device_serial,
  status: e.status,
  reason: e.reason,
  remarks: e.remarks,
  actor: e.actor,
  createdAt: Number(e.created_at),
  updatedAt: Number(e.updated_at),
});

type OrderRow = NonNullable<Awaited<ReturnType<typeof orderOf>>>;
const toOrder = (o: OrderRow) => ({
  id: o.order_id,
  orderId: o.order_id,
  storeId: o.store_id,
  plan: o.plan,
  quantity: Number(o.quantity),
  amount: Number(o.amount),
  status: o.status as (typeof ORDER_STATES)[number],
  createdAt: Number(o.created_at),
  updatedAt: Number(o.updated_at),
});

/**
 * The bharat-swipe §7.4 calls (issue 44 item 5) on the merchant-support backend: a merchant's device charges by
 * month, a month's details, LU charges and rental cashback; its TPV, device inactivity, reactivation trail and
 * deactivation requests; its device orders and one order's status (404 for an unknown merchant or an order not its
 * own). Its changes (QRs, the order link) are registered from bharat-swipe-actions.ts.
 */
export async function bharatSwipeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  serve(app, LIST['m360-swipe-months'], { querystring: byMerchantQuery, response: list(monthDto) }, async (request) => {
    const m = await requireMerchant(db, request.query.merchantId);
    const byMonth = new Map<string, ChargeRow[]>();
    for (const r of await chargesOf(db, m.merchant_id)) byMonth.set(r.month, [...(byMonth.get(r.month) ?? []), r]);
    return ok([...byMonth].map(([month, rows]) => monthOf(month, rows)));
  });

  serve(app, LIST['m360-swipe-month'], { querystring: monthQuery, response: list(chargeDto) }, async (request) => {
    const m = await requireMerchant(db, request.query.merchantId);
    const rows = await chargesOf(db, m.merchant_id, request.query.month);
    return ok(
      rows.map((r) => ({
        id: Number(r.id),
        month: r.month,
        deviceSerial: r.device_serial,
        terminalId: r.terminal_id,
        model: r.model,
        rent: Number(r.rent),
        luCharge: Number(r.lu_charge),
        total: totalOf(r),
        txnCount: Number(r.txn_count),
        txnVolume: Number(r.txn_volume),
        status: stateOf(r),
        chargedAt: Number(r.charged_at),
        paidAt: num(r.paid_at),
      })),
    );
  });

  serve(app, LIST['m360-swipe-lu'], { querystring: byMerchantQuery, response: list(luDto) }, async (request) => {
    const m = await requireMerchant(db, request.query.merchantId);
    const rows = (await chargesOf(db, m.merchant_id)).filter((r) => toPaise(r.lu_charge) > 0);
    return ok(
      rows.map((r) => ({
        id: Number(r.id),
        month: r.month,
        deviceSerial: r.device_serial,
        txnCount: Number(r.txn_count),
        threshold: SWIPE_RULES.luTxnThreshold,
        luCharge: Number(r.lu_charge),
        status: stateOf(r),
      })),
    );
  });

  serve(
    app,
    LIST['m360-swipe-cashback'],
    { querystring: byMerchantQuery, response: list(cashbackDto) },
    async (request) => {
      const m = await requireMerchant(db, request.query.merchantId);
      return ok(
        (await chargesOf(db, m.merchant_id)).map((r) => {
          const status = cashbackOf(Number(r.txn_volume), stateOf(r));
          return {
            id: Number(r.id),
            month: r.month,
            deviceSerial: r.device_serial,
            rent: Number(r.rent),
            txnVolume: Number(r.txn_volume),
            targetVolume: SWIPE_RULES.cashbackVolume,
            cashback: cashbackAmount(r),
            status,
            creditedAt: status === 'CREDITED' ? num(r.paid_at) : null,
          };
        }),
      );
    },
  );

  serve(app, READ.swipeTpv, { querystring: byMerchantQuery, response: { 200: okSchema(tpvDto) } }, async (request) => {
    const m = await requireMerchant(db, request.query.merchantId);
    const t = await tpvOf(db, m.merchant_id);
    return ok({
      merchantId: m.merchant_id,
      status: (t?.status ?? 'NOT_STARTED') as (typeof TPV_STATES)[number],
      accountHolder: t?.account_holder ?? null,
      accountNo: maskAccountNumber(t?.account_no),
      ifsc: t?.ifsc ?? null,
      bankName: t?.bank_name ?? null,
      nameAtBank: t?.name_at_bank ?? null,
      nameMatch: num(t?.name_match),
      failureReason: t?.failure_reason ?? null,
      requestedAt: num(t?.requested_at),
      verifiedAt: num(t?.verified_at),
    });
  });

  serve(
    app,
    LIST['m360-swipe-inactivity'],
    { querystring: byMerchantQuery, response: list(inactivityDto) },
    async (request) => {
      const m = await requireMerchant(db, request.query.merchantId);
      const now = Date.now();
      return ok(
        (await activityOf(db, m.merchant_id)).map((d) => {
          // Idle since the later of its last transaction and its last reactivation (reactivate-device).
          const txn = num(d.last_txn_at);
          const last = txn === null ? null : Math.max(txn, num(d.reactivated_at) ?? 0);
          const idleDays = last === null ? null : Math.max(0, Math.floor((now - last) / DAY));
          return {
            id: d.device_serial,
            deviceSerial: d.device_serial,
            terminalId: d.terminal_id,
            storeId: d.store_id,
            deviceStatus: d.status,
            lastTxnAt: last,
            idleDays,
            state: activityState(idleDays),
          };
        }),
      );
    },
  );

  for (const [name, kind] of [
    ['m360-swipe-reactivations', 'REACTIVATION'],
    ['m360-swipe-deactivations', 'DEACTIVATION'],
  ] as const)
    serve(app, LIST[name], { querystring: byMerchantQuery, response: list(eventDto) }, async (request) => {
      const m = await requireMerchant(db, request.query.merchantId);
      return ok((await deviceEventsOf(db, m.merchant_id, kind)).map(toEvent));
    });

  serve(app, LIST['m360-swipe-orders'], { params: orderListParams, response: list(orderDto) }, async (request) => {
    const m = await requireMerchant(db, request.params.merchantId);
    return ok((await ordersOf(db, m.merchant_id)).map(toOrder));
  });

  serve(
    app,
    READ.swipeOrderStatus,
    { params: orderStatusParams, response: { 200: okSchema(orderStatusDto) } },
    async (request) => {
      const m = await requireMerchant(db, request.params.merchantId);
      const o = await orderOf(db, m.merchant_id, request.params.orderId);
      if (!o) throw new RequestError(404, M.orderNotFound);
      return ok({
        ...toOrder(o),
        courier: o.courier,
        awb: o.awb,
        history: JSON.parse(o.history_json) as { status: (typeof ORDER_STATES)[number]; at: number }[],
      });
    },
  );

  await bharatSwipeActionRoutes(app, deps);
}
