import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { offersRoutes } from './offers.js';
import { consumerReadRoutes } from './consumer-read-routes.js';
import { consumerBillRoutes } from './consumer-bill-routes.js';
import { consumerTxnActions } from './consumer-txn-actions.js';
import { consumerAccountActions } from './consumer-account-actions.js';
import { consumerPlanBillRoutes } from './consumer-plan-bill-routes.js';
import { consumerCashbackRoutes } from './consumer-cashback-routes.js';
import { consumerTimelineRoutes } from './consumer-timeline-routes.js';
import { consumerOfferRoutes } from './consumer-offer-routes.js';
import { consumerWhitelistRoutes } from './consumer-whitelist-routes.js';
import { consumerKycImageRoutes } from './consumer-kyc-image-routes.js';
import { consumerLetterRoutes } from './consumer-letter-routes.js';
import { consumerCallsARoutes } from './consumer-calls-a-routes.js';

/** The postpe backend's route modules, registered in this order. */
const POSTPE_ROUTES = [
  offersRoutes,
  consumerReadRoutes,
  consumerBillRoutes,
  consumerTxnActions,
  consumerAccountActions,
  consumerPlanBillRoutes,
  consumerCashbackRoutes,
  consumerTimelineRoutes,
  consumerOfferRoutes,
  consumerWhitelistRoutes,
  consumerKycImageRoutes,
  consumerLetterRoutes,
  consumerCallsARoutes,
];

/** The postpe (pay-later) backend (spec §7.5), mounted at /api/postpe. */
export async function postpeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const routes of POSTPE_ROUTES) await routes(app, deps);
}
