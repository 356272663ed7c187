import type { FastifyInstance } from 'fastify';
import { BACKEND_CONVENTIONS } from '../../contract/backends.js';
import { fdPlanSchema, fdPlanSchemaFor } from '../../contract/entities/fd-plans.js';
import { ENTITY_SCHEMAS } from '../../contract/entities/index.js';
import type { ResourceSchema } from '../../contract/schema.js';
import type { AppDeps } from '../app-deps.js';
import { resourceRoutes } from './resource-routes.js';

/**
 * The schema-driven entities' routes, each under its backend's prefix and at its binding's paths: a new entity in
 * contract/entities/ needs no edit here, only its migration.
 */
export async function entityRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  schemas: readonly ResourceSchema[] = ENTITY_SCHEMAS,
): Promise<void> {
  for (const given of schemas) {
    // FD plans' rates are checked against this server's configured range (FD_RATE_*), not only the defaults.
    const schema = given.name === fdPlanSchema.name ? fdPlanSchemaFor(deps.config.fdRates) : given;
    const prefix = BACKEND_CONVENTIONS[schema.binding.backend].basePath;
    await app.register(async (api) => resourceRoutes(schema)(api, deps), { prefix });
  }
}
