import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { offersRoutes } from './offers.js';
import { consumerPlanBillRoutes } from './consumer-plan-bill-routes.js';
import { consumerCashbackRoutes } from './consumer-cashback-routes.js';

/** The postpe (pay-later) backend (spec §7.5), mounted at /api/postpe. */
export async function postpeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await offersRoutes(app, deps);
  await consumerPlanBillRoutes(app, deps);
  await consumerCashbackRoutes(app, deps);
}
