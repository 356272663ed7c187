import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { merchantId } from '../../../contract/merchant-changes/bank.js';
import {
  DEVICE_REFUND_ENDPOINTS,
  DEVICE_REFUND_KIND,
  DEVICE_REFUND_MESSAGES as M,
  DEVICE_REFUND_REASON_MAX,
  DEVICE_REFUNDS,
  deviceRefundRefusal,
  refundableOf,
  type DeviceRefundProposed,
} from '../../../contract/devices/refunds.js';
import { toPaise } from '../../../contract/money.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { paymentById, paymentFigures, returnedPayments } from '../../repositories/device-refunds.js';
import { placeChangeRequest } from '../../repositories/merchant-change-place.js';
import { lockDevicePayment } from '../../repositories/row-locks.js';
import { serve } from '../declared.js';
import { pageParam, sizeParam } from '../paging.js';
import { okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';
import { changeRequestsQuery, raised, serveChangeRequests } from './change-requests.js';
import { ok } from './envelope.js';
import { changeDto } from './merchant-change-schemas.js';

const serial = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{3,30}$/, 'Serial: 3 to 30 letters, digits or dashes.');

const paymentDto = z.object({
  id: z.number().int(),
  serial: z.string(),
  merchantId: z.string(),
  kind: z.string(),
  paidAt: z.number(),
  paid: z.number(),
  refunded: z.number(),
  pending: z.number(),
  refundable: z.number(),
  returned: z.boolean(),
});
const paymentsQuery = z.object({
  q: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,30}$/, 'Search by a device serial or a merchant ID.')
    .optional(),
  page: pageParam(0),
  size: sizeParam(20),
});

const raiseBody = z
  .object({
    merchantId,
    serial,
    paymentId: z.number({ error: 'Choose the payment to refund.' }).int().positive(),
    amount: z
      .number({ error: M.amount })
      .positive(M.amount)
      .max(1_00_00_000, M.amount)
      .refine((v) => toPaise(v) / 100 === v, M.amount),
    reason: z
      .string({ error: 'Reason is required.' })
      .trim()
      .min(1, 'Reason is required.')
      .max(DEVICE_REFUND_REASON_MAX, `Reason: at most ${DEVICE_REFUND_REASON_MAX} characters.`),
  })
  .strict();

/**
 * /swipe/refunds on the CRM API (issue 44 item 2): a terminal's up-front payments, the DEVICE_REFUND requests and a
 * refund raised for a second person's decision (decided at /maker/checker/device_refund/{id}/decision; approval:
 * device-refund-effect.ts). A pending request reserves its amount; the payment's row is held (PostgreSQL) while a
 * raise checks paid − refunded − pending, so two raises never both pass.
 */
export async function deviceRefundRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    DEVICE_REFUND_ENDPOINTS.payments,
    { querystring: paymentsQuery, response: { 200: okSchema(pageSizeSchema(paymentDto)) } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await returnedPayments(db, q);
      return ok(pageOfSize(await paymentFigures(db, rows), q, total));
    },
  );

  serveChangeRequests(app, db, DEVICE_REFUND_ENDPOINTS.requests, {
    kind: DEVICE_REFUND_KIND,
    decide: DEVICE_REFUNDS.access.decide,
    query: changeRequestsQuery,
  });

  serve(
    app,
    DEVICE_REFUND_ENDPOINTS.raise,
    { body: raiseBody, response: { 201: okSchema(changeDto) } },
    async (request, reply) => {
      const maker = principalOf(request);
      const body = request.body;
      return raised(db, reply, async (trx) => {
        const found = await paymentById(trx, body.paymentId);
        if (!found || found.device_serial !== body.serial || found.merchant_id !== body.merchantId)
          throw new RequestError(404, M.notFound);
        // Held until this raise commits (PostgreSQL; SQLite's writes are serial): a concurrent raise on the same
        // payment waits, then reads it again and counts this one's reservation.
        await lockDevicePayment(trx, found.id);
        const [payment] = await paymentFigures(trx, [await paymentById(trx, found.id)]);
        const refusal = deviceRefundRefusal(payment!, body.amount);
        if (refusal === 'notReturned') throw new RequestError(409, M.notReturned);
        if (refusal === 'tooMuch') throw new RequestError(400, M.tooMuch(payment!.refundable));
        const proposed: DeviceRefundProposed = {
          merchantId: body.merchantId,
          serial: body.serial,
          paymentKind: payment!.kind as DeviceRefundProposed['paymentKind'],
          amount: body.amount,
          reason: body.reason,
        };
        const dto = await placeChangeRequest(trx, {
          kind: DEVICE_REFUND_KIND,
          productType: payment!.kind,
          targetId: payment!.id,
          targetVersion: null,
          proposed: {
            ...proposed,
            refundableAfter: refundableOf({ ...payment!, pending: payment!.pending + body.amount }),
          },
          previous: {
            merchantId: body.merchantId,
            serial: body.serial,
            paid: payment!.paid,
            refunded: payment!.refunded,
            pending: payment!.pending,
            refundable: payment!.refundable,
          },
          maker,
          remarks: body.reason,
          at: Date.now(),
          merchantId: body.merchantId,
          auditAction: 'device_refund_request.create',
        });
        return ok(dto, M.raised);
      });
    },
  );
}
