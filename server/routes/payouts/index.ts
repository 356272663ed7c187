import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAYOUTS } from '../../../contract/bindings.js';
import type { AppDeps } from '../../app-deps.js';
import { permissionFor } from '../../plugins/access.js';
import { listPayouts, toPayoutDto } from '../../repositories/payouts.js';
import { sendPaging } from '../paging.js';
import { ok, paged } from './envelope.js';
import { payoutDecisionRoutes } from './payout-decision.js';
import { payoutListResponseSchema } from './payout-response-schema.js';
import { payoutListQuery } from './payout-schema.js';

/** The payouts backend (spec §2.6, §7.7), mounted at /api/payouts. */
export async function payoutsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, counts } = deps;
  // The list answer keeps its plain JSON Schema: fast-json-stringify on the bench's hot path (plugins/serialization.ts).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/payout-requests',
    {
      config: { permission: permissionFor(PAYOUTS.access, ['list']) },
      schema: { querystring: payoutListQuery, response: payoutListResponseSchema },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total, ...paging } = await listPayouts(db, counts, q);
      sendPaging(reply, paging);
      return ok(paged(rows.map(toPayoutDto), q.page, q.limit, total));
    },
  );
  await payoutDecisionRoutes(app, deps);
}
