import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { qrOrderRoutes } from './qr-orders.js';

/** The payment-support backend (spec §7; issue 43 item 7), mounted at /api/payment-support: QR orders and refunds. */
export async function paymentSupportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await qrOrderRoutes(app, deps);
}
