import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { integrityOf } from '../db/integrity.js';

export async function healthRoutes(app: FastifyInstance, { db, dialect, config }: AppDeps): Promise<void> {
  /** Liveness: the process answers. Also the bench's ceiling. */
  app.get('/health', { config: { permission: 'public' } }, async () => ({ status: 'ok' }));
  /**
   * Readiness: the database answers too; on SQLite, with the result of the quick_check run at start (a corrupt
   * file is 503: the instance should take no traffic).
   */
  app.get('/health/ready', { config: { permission: 'public' } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(db);
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    }
    if (dialect !== 'sqlite') return { status: 'ok', database: 'ok' };
    const problems = await integrityOf(db, config.sqliteFile).catch((e: unknown) => [String(e)]);
    if (problems.length > 0) return reply.code(503).send({ status: 'unavailable', database: 'corrupt', integrity: 'failed' });
    return { status: 'ok', database: 'ok', integrity: 'ok' };
  });
}
