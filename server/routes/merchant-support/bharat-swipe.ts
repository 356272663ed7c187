import type { FastifyInstance } from 'fastify';
import {
  activityOf as activityState,
  BHARAT_SWIPE_LISTS as LIST,
  BHARAT_SWIPE_READS as READ,
  ORDER_STATES,
  SWIPE_MESSAGES as M,
  TPV_STATES,
} from '../../../contract/bharat-swipe/calls.js';
import { byMerchantQuery, orderListParams, orderStatusParams } from '../../../contract/bharat-swipe/rules.js';
import { maskAccountNumber } from '../../../contract/pii.js';
import type { AppDeps } from '../../app-deps.js';
import { numOrNull as num } from '../../db/values.js';
import { RequestError } from '../../plugins/validation.js';
import { deviceEventsOf, activityOf, orderOf, ordersOf, tpvOf } from '../../repositories/bharat-swipe.js';
import { serve } from '../declared.js';
import { okSchema } from '../success-envelope.js';
import { ok } from './envelope.js';
import { requireMerchant } from './merchant-common.js';
import { bharatSwipeActionRoutes } from './bharat-swipe-actions.js';
import { bharatSwipeChargeRoutes } from './bharat-swipe-charges.js';
import { eventDto, inactivityDto, list, orderDto, orderStatusDto, tpvDto } from './bharat-swipe-dtos.js';

const DAY = 86_400_000;

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
 * The bharat-swipe §7.4 calls (issue 44 item 5) on the merchant-support backend: a merchant's TPV, device
 * inactivity, reactivation trail and deactivation requests; its device orders and one order's status (404 for an
 * unknown merchant or an order not its own). Its device charges are served from bharat-swipe-charges.ts and its
 * changes (QRs, the order link) from bharat-swipe-actions.ts.
 */
export async function bharatSwipeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  bharatSwipeChargeRoutes(app, deps);

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
