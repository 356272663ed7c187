import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVICE_ENDPOINTS } from '../../contract/service/calls.js';
import type { AppDeps } from '../app-deps.js';
import { checkIntegrity, databaseAnswers } from '../repositories/health.js';
import { permissionOf } from './declared.js';

const { health, live: liveness, ready: readiness } = SERVICE_ENDPOINTS;

const live = z.object({ status: z.literal('ok') });
const ready = z.object({ status: z.literal('ok'), database: z.literal('ok'), integrity: z.literal('ok').optional() });
const unavailable = z.object({
  status: z.literal('unavailable'),
  database: z.enum(['unreachable', 'corrupt']),
  integrity: z.literal('failed').optional(),
});
/** Asked to stop: the balancer should send no more (plugins/draining.ts). */
const closing = z.object({ status: z.literal('closing') });

/** Registered from the declarations (contract/service/calls.ts), at each of their mounts (server/app.ts). */
export async function healthRoutes(app: FastifyInstance, { db, dialect, config }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** Liveness: the process answers (`/health/live`, and `/health` as before). Also the bench's ceiling. */
  for (const endpoint of [health, liveness])
    api.get(
      endpoint.path,
      { config: { permission: permissionOf(endpoint) }, schema: { response: { 200: live } } },
      async () => ({ status: 'ok' as const }),
    );
  /**
   * Readiness: the database answers too; on SQLite, with the result of the last quick_check, run at start and again
   * in a worker thread every INTEGRITY_CHECK_MS (5 minutes; a corrupt file is 503: the instance should take no
   * traffic). From the moment the instance is asked to stop: 503 `closing`, so the balancer drains it.
   */
  api.get(
    readiness.path,
    {
      config: { permission: permissionOf(readiness) },
      schema: { response: { 200: ready, 503: z.union([unavailable, closing]) } },
    },
    async (_req, reply) => {
      if (app.draining?.active) return reply.code(503).send({ status: 'closing' });
      if (!(await databaseAnswers(db))) return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
      if (dialect !== 'sqlite') return { status: 'ok', database: 'ok' } as const;
      const problems = await checkIntegrity(db, config.sqliteFile, config.integrityCheckMs);
      if (problems.length > 0)
        return reply.code(503).send({ status: 'unavailable', database: 'corrupt', integrity: 'failed' });
      return { status: 'ok', database: 'ok', integrity: 'ok' } as const;
    },
  );
}
