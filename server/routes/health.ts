import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';

export async function healthRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  /** Liveness: the process answers. Also the bench's ceiling. */
  app.get('/health', { config: { permission: 'public' } }, async () => ({ status: 'ok' }));
  /** Readiness: the database answers too. */
  app.get('/health/ready', { config: { permission: 'public' } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
