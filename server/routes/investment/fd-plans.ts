import type { FastifyInstance } from 'fastify';
import { fdPlanSchema } from '../../../resources/fd-plans/schema.js';
import type { AppDeps } from '../../app-deps.js';
import { resourceRoutes } from '../resource-routes.js';
import { fdAdminActionRoutes } from './fd-admin-action.js';

/** FD plans on the investment backend (spec §7.7): GET /fd/crm/all-plans, POST /fd/crm/update-plans, admin action. */
export async function fdPlanRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await resourceRoutes(fdPlanSchema)(app, deps);
  await fdAdminActionRoutes(app, deps);
}
