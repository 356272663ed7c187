import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { consumerLoanRoutes } from './consumer-loan-routes.js';
import { consumerStatementRoutes } from './consumer-statement-routes.js';
import { consumerTransferRoutes } from './consumer-transfer-routes.js';
import { consumerRepaymentRoutes } from './consumer-repayment-routes.js';
import { consumerUpiRoutes } from './consumer-upi-routes.js';
import { consumerLoanProductRoutes } from './consumer-loan-product-routes.js';
import { consumerSendMoneyRoutes } from './consumer-send-money-routes.js';
import { consumerChargeRoutes } from './consumer-charge-routes.js';
import { consumerCallsALendingRoutes } from './consumer-calls-a-routes.js';
import { consumerLendingCallRoutes } from './consumer-lending-calls.js';

/** The lending backend's route modules, registered in this order. */
const LENDING_ROUTES = [
  consumerStatementRoutes,
  consumerLoanRoutes,
  consumerTransferRoutes,
  consumerRepaymentRoutes,
  consumerUpiRoutes,
  consumerLoanProductRoutes,
  consumerSendMoneyRoutes,
  consumerChargeRoutes,
  consumerCallsALendingRoutes,
  consumerLendingCallRoutes,
];

/** The lending backend (spec §7.5), mounted at /api/lending; it speaks the postpe envelope. */
export async function lendingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const routes of LENDING_ROUTES) await routes(app, deps);
}
