import type { FastifyInstance } from 'fastify';
import { PAYOUT_CALLS } from '../../../contract/payouts/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { listPayouts, toPayoutDto } from '../../repositories/payouts.js';
import { serve } from '../declared.js';
import { sendPaging } from '../paging.js';
import { ok, paged } from './envelope.js';
import { payoutDecisionRoutes } from './payout-decision.js';
import { payoutListResponseSchema } from './payout-response-schema.js';
import { payoutListQuery } from './payout-schema.js';

/** The payouts backend (spec §2.6, §7.7), mounted at /api/payouts. */
export async function payoutsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  // The list answer keeps its plain JSON Schema: fast-json-stringify on the bench's hot path (plugins/serialization.ts).
  serve(
    app,
    PAYOUT_CALLS.list,
    { querystring: payoutListQuery, response: payoutListResponseSchema },
    async (request, reply) => {
      const q = request.query;
      const { rows, total, ...paging } = await listPayouts(db, q);
      sendPaging(reply, paging);
      return ok(paged(rows.map(toPayoutDto), q.page, q.limit, total));
    },
  );
  await payoutDecisionRoutes(app, deps);
}
