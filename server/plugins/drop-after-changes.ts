import type { FastifyInstance } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every changing request drops `caches` when it answers, after its transaction: on PostgreSQL a read that overlapped
 * a write not yet committed may have kept the older rows (the WriteInvalidationPlugin's drop came before the commit),
 * and this drop removes them. A request that wrote nothing costs only a re-read.
 */
export function dropAfterChanges(app: FastifyInstance, caches: readonly { clear(): void }[]): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS.has(request.method)) for (const cache of caches) cache.clear();
    done(null, payload);
  });
}
