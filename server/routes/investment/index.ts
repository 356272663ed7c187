import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { alertsRoutes } from './alerts.js';

/** The investment backend (spec §7.7), mounted at /api/investment. */
export async function investmentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await alertsRoutes(app, deps);
}
