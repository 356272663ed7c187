import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MERCHANT_CALLS } from '../../../contract/merchant-calls/calls.js';
import { MERCHANT_CALL_MESSAGES as M, QR_ORDERS_MAX_LIMIT } from '../../../contract/merchant-calls/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { findQrOrder, qrOrders, refundQrOrder, toQrOrderDto } from '../../repositories/merchant-calls.js';
import { serve } from '../declared.js';
import { pageParam, sendPaging, sizeParam, snapshotParam } from '../paging.js';
import { ok, pageOf } from './envelope.js';

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status_code: z.number().int(), message: z.string(), data });

const orderDto = z.object({
  orderId: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  amount: z.number(),
  payerVpa: z.string().nullable(),
  status: z.string(),
  createdAt: z.number(),
  refundReference: z.string().nullable(),
  refundedBy: z.string().nullable(),
  refundedAt: z.number().nullable(),
});

const orderId = z
  .string({ error: 'Order ID is required.' })
  .trim()
  .regex(/^[A-Z0-9]{6,30}$/, 'Order ID: 6 to 30 capital letters or digits.');

/**
 * The payment-support backend's QR orders (spec §7.4 GET /payment-support/qr-order (page, limit), POST
 * /qr/order/manual/refund (orderId); issue 43 item 7), in its envelope `{ status_code, message, data }`. A refund moves
 * a PAID order to REFUNDED with one conditional update and one audit row, in one transaction: refunding again is a
 * 409, an order not paid a 400; the same Idempotency-Key answers the first result again.
 */
export async function qrOrderRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    MERCHANT_CALLS.qrOrders,
    {
      querystring: z.object({
        page: pageParam(1).default(1),
        limit: sizeParam(10, QR_ORDERS_MAX_LIMIT),
        snapshot: snapshotParam,
      }),
      response: {
        200: envelope(z.object({ list: z.array(orderDto), page: z.number(), limit: z.number(), total: z.number() })),
      },
    },
    async (request, reply) => {
      const { page, limit, snapshot } = request.query;
      const { rows, total, snapshot: key } = await qrOrders(db, page, limit, snapshot);
      sendPaging(reply, { next: null, snapshot: key });
      return ok(pageOf(rows.map(toQrOrderDto), page, limit, total));
    },
  );

  serve(
    app,
    MERCHANT_CALLS.qrRefund,
    { body: z.object({ orderId }).strict(), response: { 200: envelope(orderDto) } },
    async (request) => {
      const who = principalOf(request);
      return db.transaction().execute(async (trx) => {
        const order = await findQrOrder(trx, request.body.orderId);
        if (!order) throw new RequestError(404, M.notFound);
        if (order.status === 'REFUNDED') throw new RequestError(409, M.alreadyRefunded);
        if (order.status !== 'PAID') throw new RequestError(400, M.notPaid);
        const at = Date.now();
        const after = await refundQrOrder(trx, order, who.email, at);
        if (!after) throw new RequestError(409, M.alreadyRefunded);
        await writeAudit(trx, {
          actor: who,
          action: 'qr_order.refund',
          entity: 'qr_orders',
          entityId: order.order_id,
          before: { status: order.status, amount: Number(order.amount), merchantId: order.merchant_id },
          after: { status: after.status, refundReference: after.refund_reference },
          at,
        });
        return ok(toQrOrderDto(after), M.refunded);
      });
    },
  );
}
