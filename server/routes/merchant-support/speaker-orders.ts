import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SPEAKER_ORDER_ENDPOINTS, SPEAKER_ORDER_STATES, speakerOrderState } from '../../../contract/devices/orders.js';
import type { AppDeps } from '../../app-deps.js';
import { listSpeakerOrders } from '../../repositories/speaker-orders.js';
import { serve } from '../declared.js';
import { pageParam, sizeParam } from '../paging.js';
import { ok, okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';

const query = z.object({
  state: z.enum(SPEAKER_ORDER_STATES, { error: 'Choose a state from the list.' }).optional(),
  q: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,30}$/, 'Search by an order ID, a merchant ID or a device serial.')
    .optional(),
  page: pageParam(0),
  size: sizeParam(20),
});

const orderDto = z.object({
  id: z.number().int(),
  orderId: z.string(),
  merchantId: z.string(),
  storeId: z.string(),
  plan: z.string(),
  amount: z.number(),
  state: z.enum(SPEAKER_ORDER_STATES),
  serial: z.string().nullable(),
  model: z.string().nullable(),
  deviceState: z.string().nullable(),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

/**
 * /speaker/orders (issue 44 item 3, part): the speaker orders across merchants, filtered and paged on the server; an
 * order is the bharat-swipe order (orders/list, orders/status), its state followed through its allocated device.
 */
export async function speakerOrderRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    SPEAKER_ORDER_ENDPOINTS.speakerOrders,
    { querystring: query, response: { 200: okSchema(pageSizeSchema(orderDto)) } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listSpeakerOrders(db, q);
      return ok(
        pageOfSize(
          rows.map((o) => ({
            id: o.id,
            orderId: o.order_id,
            merchantId: o.merchant_id,
            storeId: o.store_id,
            plan: o.plan,
            amount: Number(o.amount),
            state: speakerOrderState(o.status, o.device_state ?? null),
            serial: o.device_serial ?? null,
            model: o.model ?? null,
            deviceState: o.device_state ?? null,
            courier: o.courier ?? null,
            awb: o.awb ?? null,
            createdAt: Number(o.created_at),
            updatedAt: Number(o.updated_at),
          })),
          q,
          total,
        ),
      );
    },
  );
}
