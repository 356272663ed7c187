import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config.js';
import type { DatabaseHandle } from './db/connect.js';
import { CountCache } from './db/count-cache.js';
import { WriteInvalidationPlugin, type DropsOnWrite } from './db/write-invalidation.js';
import { QueueEvents } from './live/queue-events.js';
import { schedulePrune } from './housekeeping/prune.js';
import { installJobs } from './jobs/index.js';
import type { AppDeps } from './app-deps.js';
import { documentStoreFrom, type DocumentStore } from './documents/store.js';
import { AccessCache } from './db/access-cache.js';
import { installAuth, requirePermissionDeclarations, type SessionPrincipal } from './plugins/auth.js';
import { dropAfterChanges } from './plugins/drop-after-changes.js';
import { installSecurityHeaders } from './plugins/security-headers.js';
import { installErrorHandler } from './plugins/error-handler.js';
import { safeLoggerOptions } from './plugins/log-safety.js';
import { installObservability } from './plugins/observability.js';
import { requestIdOf } from './plugins/request-log.js';
import { installIdempotency, requestScopedDb } from './plugins/idempotency.js';
import { installOpenApi, openApiRoutes } from './plugins/openapi.js';
import { responseSerializerCompiler } from './plugins/serialization.js';
import { zodValidatorCompiler } from './plugins/validation.js';
import { consoleRoutes, loadConsoleConfig } from './routes/console.js';
import { entityRoutes } from './routes/entities.js';
import { healthRoutes } from './routes/health.js';
import { adminRoutes } from './routes/admin/index.js';
import { chargebackRoutes } from './routes/chargeback/index.js';
import { crmRoutes } from './routes/crm/index.js';
import { investmentRoutes } from './routes/investment/index.js';
import { merchantSupportRoutes } from './routes/merchant-support/index.js';
import { fdPlanRoutes } from './routes/investment/fd-plans.js';
import { payoutsRoutes } from './routes/payouts/index.js';
import { postpeRoutes } from './routes/postpe/index.js';
import { lendingRoutes } from './routes/lending/index.js';
import { investmentOpsRoutes } from './routes/investment/ops-index.js';
import { payoutOpsRoutes } from './routes/payouts/ops-index.js';
import { fraudRiskRoutes } from './routes/fraud-risk/index.js';
import { paymentSupportRoutes } from './routes/payment-support/index.js';

/** The app version of spec §1, also the OpenAPI document's. */
export const APP_VERSION = '12.1.20';

export interface BuildAppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where documents are kept; the configuration's store when not given. */
  documents?: DocumentStore;
}

/** Every backend contract the console speaks, each under its own prefix (DESIGN.md §2). */
const BACKEND_ROUTES: readonly [prefix: string, register: (app: FastifyInstance, deps: AppDeps) => Promise<void>][] = [
  ['/api/admin', adminRoutes],
  ['/api/crm', crmRoutes],
  ['/api/investment', investmentRoutes],
  ['/api/investment', fdPlanRoutes],
  ['/api/payouts', payoutsRoutes],
  ['/api/postpe', postpeRoutes],
  ['/api/merchant-support', merchantSupportRoutes],
  ['/api/chargeback', chargebackRoutes],
  ['/api/lending', lendingRoutes],
  ['/api/investment', investmentOpsRoutes],
  ['/api/payouts', payoutOpsRoutes],
  ['/api/fraud-risk', fraudRiskRoutes],
  ['/api/payment-support', paymentSupportRoutes],
];

function connectSources(): string[] {
  const origins = new Set<string>(["'self'"]);
  for (const url of Object.values(loadConsoleConfig().backends)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

export async function buildApp({
  config,
  database,
  logger = false,
  documents = documentStoreFrom(config),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Each request is logged once, by plugins/request-log.ts; no URL, header or body in any line (log-safety.ts).
    logger: safeLoggerOptions(logger),
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // A request must arrive whole within requestTimeoutMs (Fastify's default is never); Node checks its sockets for
    // that every second here rather than every 30 s, so a slow sender is cut off near the limit. Node 20 applies the
    // limit to a body only when the server is created with it, so it goes to http.createServer as well.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, config.requestTimeoutMs)),
    },
  });
  const counts = new CountCache();
  const access = new AccessCache<SessionPrincipal>(config.accessCacheMs);
  // Live queues (issue 39 item 7): on PostgreSQL every instance's commits arrive through the change feed below; on
  // SQLite this process is the only writer, so its own writes are the changes.
  const queueEvents = new QueueEvents();
  const onWrite: DropsOnWrite[] = database.tableChanges ? [counts, access] : [counts, access, queueEvents];
  const db = requestScopedDb(database.db.withPlugin(new WriteInvalidationPlugin(...onWrite)));
  const deps: AppDeps = { db, dialect: database.dialect, config, counts, queueEvents, documents };
  app.addHook('onClose', async () => queueEvents.close());
  const observability = installObservability(app, { config, database, db });
  schedulePrune(app, deps);
  installJobs(app, deps);

  // Every route declares its input and output with zod (fastify-type-provider-zod): refused before the handler.
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.checkResponses }));
  requirePermissionDeclarations(app);
  installIdempotency(app, db);
  await installOpenApi(app, APP_VERSION);
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the masked KYC images and other documents the console reads with its token and shows from memory.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: connectSources(),
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
  });
  // JSON answers over 1 kB go out brotli- or gzip-compressed as the client asks (a 200-row page: 141 kB → 10 kB);
  // request bodies are never decompressed (uploads are checked as sent).
  await app.register(fastifyCompress, { global: true, threshold: 1024, globalDecompression: false });
  installAuth(app, db, config, access);
  if (database.accessChanges && access.ttlMs > 0) {
    const stop = database.accessChanges.subscribe({ changed: () => access.clear(), live: (on) => access.live(on) });
    app.addHook('onClose', stop);
  }
  if (database.tableChanges) {
    counts.shared();
    queueEvents.shared();
    // One LISTEN connection for both: the count cache drops totals, the live queues tell their streams.
    const stop = database.tableChanges.subscribe({
      changed: (table) => {
        if (!table) return;
        counts.invalidate(table);
        queueEvents.tableChanged(table);
      },
      live: (on) => {
        counts.live(on);
        queueEvents.live(on);
      },
    });
    app.addHook('onClose', stop);
  }
  dropAfterChanges(app, [access]);

  installErrorHandler(app);

  await healthRoutes(app, deps);
  observability.routes();
  await app.register(async (api) => healthRoutes(api, deps), { prefix: '/api' });
  for (const [prefix, register] of BACKEND_ROUTES) await app.register(async (api) => register(api, deps), { prefix });
  await entityRoutes(app, deps);
  await openApiRoutes(app);
  await consoleRoutes(app, config);
  return app;
}
