import type { FastifyInstance } from 'fastify';
import { limitSchema } from '../../../resources/limits/schema.js';
import { notificationSchema } from '../../../resources/notifications/schema.js';
import type { AppDeps } from '../../app-deps.js';
import { resourceRoutes } from '../resource-routes.js';

/** The CRM API's schema-driven resources (issue 5): notifications (§3.3) and transaction limit configs (§3.4). */
export async function crmSchemaResourceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await resourceRoutes(notificationSchema)(app, deps);
  await resourceRoutes(limitSchema)(app, deps);
}
