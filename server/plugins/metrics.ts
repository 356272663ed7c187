import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/connect.js';
import type { Database } from '../db/database.js';
import { countWaitingUploadJobs } from '../repositories/job-queue.js';
import { sendRefusal } from './error-handler.js';
import { onMetricSignal } from './metric-signals.js';
import type { RequestObserver } from './request-log.js';

export const METRICS_PATH = '/metrics';

/** The process's own metrics (CPU, memory, event loop, GC), registered once per process whatever the apps. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The app's metrics, in a registry of its own (issue 42 item 4):
 * - `http_request_duration_seconds{method,route,status}`: every answer, by route pattern (never the URL);
 * - `console_db_pool_connections{state}` and `console_db_pool_waiting` (PostgreSQL only: SQLite has no pool);
 * - `console_sign_in_failures_total{reason}` (a refused code: `invalid`; too many tries: `rate-limited`) and
 *   `console_sign_in_locks_total`;
 * - `console_audit_writes_total`: audit rows inserted (a transaction rolled back after the insert counts too);
 * - `console_job_queue_depth{queue}`: upload jobs waiting for their checker, counted when scraped;
 * - the process's own (`process_*`, `nodejs_*`).
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly #requestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly #stopSignals: () => void;

  constructor(database: Pick<DatabaseHandle, 'poolStats'>, db: Kysely<Database>) {
    const registers = [this.registry];
    this.#requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const poolStats = database.poolStats;
    if (poolStats) {
      new Gauge({
        name: 'console_db_pool_connections',
        help: 'PostgreSQL pool connections, open (total) and idle',
        labelNames: ['state'],
        registers,
        collect() {
          const { total, idle } = poolStats();
          this.set({ state: 'total' }, total);
          this.set({ state: 'idle' }, idle);
        },
      });
      new Gauge({
        name: 'console_db_pool_waiting',
        help: 'Queries waiting for a PostgreSQL pool connection',
        registers,
        collect() {
          this.set(poolStats().waiting);
        },
      });
    }
    const failures = new Counter({
      name: 'console_sign_in_failures_total',
      help: 'Sign-in codes refused: invalid (wrong, expired, used, unknown or locked address) or rate-limited',
      labelNames: ['reason'],
      registers,
    });
    failures.inc({ reason: 'invalid' }, 0);
    failures.inc({ reason: 'rate-limited' }, 0);
    const locks = new Counter({
      name: 'console_sign_in_locks_total',
      help: 'Sign-ins locked after too many wrong codes',
      registers,
    });
    const audits = new Counter({ name: 'console_audit_writes_total', help: 'Audit rows written', registers });
    new Gauge({
      name: 'console_job_queue_depth',
      help: 'Jobs waiting: upload_jobs = uploads awaiting their checker',
      labelNames: ['queue'],
      registers,
      async collect() {
        // A database that does not answer leaves the last value; the scrape still answers.
        const waiting = await countWaitingUploadJobs(db).catch(() => undefined);
        if (waiting !== undefined) this.set({ queue: 'upload_jobs' }, waiting);
      },
    });
    this.#stopSignals = onMetricSignal((signal) => {
      if (signal.kind === 'audit-written') audits.inc();
      else if (signal.kind === 'sign-in-failed') failures.inc({ reason: signal.reason });
      else locks.inc();
    });
  }

  readonly observeRequest: RequestObserver = ({ method, route, status, seconds }) => {
    this.#requestDuration.observe({ method, route, status: String(status) }, seconds);
  };

  /** The Prometheus text of this app's metrics and the process's. */
  async text(): Promise<{ contentType: string; body: string }> {
    const merged = Registry.merge([this.registry, processMetrics()]);
    return { contentType: merged.contentType, body: await merged.metrics() };
  }

  close(): void {
    this.#stopSignals();
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time: does the request carry `Authorization: Bearer <token>`? */
export function carriesToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * GET /metrics for the scraper holding METRICS_TOKEN: never public and never a staff session (a staff token is not
 * the metrics token, so it gets 401 like no token). Registered only when the token is set: without it the route
 * does not exist (404). Out of the OpenAPI document: it is the operators' endpoint, not a backend contract.
 */
export function installMetricsRoute(app: FastifyInstance, metrics: AppMetrics, token: string): void {
  app.addHook('onClose', async () => metrics.close());
  app.get(
    METRICS_PATH,
    // 'public' to the staff auth hook: the metrics token is checked here instead.
    { config: { permission: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!carriesToken(request, token)) {
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return sendRefusal(request, reply, { status: 401, message: 'Unauthorized' });
      }
      const { contentType, body } = await metrics.text();
      return reply.type(contentType).send(body);
    },
  );
}
