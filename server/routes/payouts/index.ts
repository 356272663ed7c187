import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { ok, paged } from './envelope.js';
import { payoutDecisionRoutes } from './payout-decision.js';
import { payoutListResponseSchema } from './payout-response-schema.js';
import { listPayouts, PAYOUT_SORTS, toPayoutDto, type PayoutListQuery } from './payouts-repository.js';

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
    sort: { type: 'string', enum: Object.keys(PAYOUT_SORTS), default: 'createdAt' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    status: { type: 'string', maxLength: 30 },
    refresh: { type: 'boolean' },
  },
} as const;

/** The payouts backend (spec §2.6, §7.7), mounted at /api/payouts. */
export async function payoutsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, counts } = deps;
  app.get<{ Querystring: PayoutListQuery & { refresh?: boolean } }>(
    '/payout-requests',
    { config: { permission: 'CAN_VIEW_PAYOUT' }, schema: { querystring: listQuerySchema, response: payoutListResponseSchema } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listPayouts(db, counts, q);
      return ok(paged(rows.map(toPayoutDto), q.page, q.limit, total));
    },
  );
  await payoutDecisionRoutes(app, deps);
}
