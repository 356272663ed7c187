import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.js';
import type { DatabaseHandle } from '../db/connect.js';
import type { Database } from '../db/database.js';
import { installDraining } from './draining.js';
import { AppMetrics, installMetricsRoute } from './metrics.js';
import { installRequestLog } from './request-log.js';

/**
 * What lets operators see into the server (issue 42 item 4), installed before the auth hook so that refusals are
 * logged and carry their request id too: one log line per request (request-log.ts), the draining state
 * /health/ready reads during shutdown (draining.ts), and the metrics (metrics.ts), whose GET /metrics for the holder
 * of METRICS_TOKEN `routes()` registers with the other routes (after the permission check is in place).
 */
export function installObservability(
  app: FastifyInstance,
  { config, database, db }: { config: ServerConfig; database: DatabaseHandle; db: Kysely<Database> },
): { routes(): void } {
  installDraining(app);
  const token = config.metricsToken;
  const metrics = token ? new AppMetrics(database, db) : undefined;
  installRequestLog(app, metrics?.observeRequest);
  return {
    routes() {
      if (metrics && token) installMetricsRoute(app, metrics, token);
    },
  };
}
