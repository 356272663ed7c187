import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { fdAdminActionRoutes } from './fd-admin-action.js';

/** The FD cache admin action (spec §7.7); the FD plans' own routes come from their schema (server/routes/entities.ts). */
export async function fdPlanRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await fdAdminActionRoutes(app, deps);
}
