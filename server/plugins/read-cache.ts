import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KeptAnswer, ReadCache } from '../db/read-cache.js';
import { acceptsGzip, gzipped, utf8, varyOnEncoding } from './answer-encoding.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A hot list whose 200 answers are kept per user and URL for READ_CACHE_MS (1 s; db/read-cache.ts). Sign-in and
     * permission are still checked on every request, before the cache is looked at.
     */
    readCache?: boolean;
  }
  interface FastifyRequest {
    /** The ReadCache's generation when this request missed it; null when its answer is not to be kept. */
    readCacheSince: number | null;
    /** Ends this request's read of its key (ReadCache.startReading), once it has answered. */
    readCacheDone: (() => void) | null;
  }
}

const keyOf = (request: FastifyRequest) => `${request.principal?.staffId}\u0000${request.url}`;

/** Headers to keep with an answer: what the route and the hooks set, less what Fastify works out per reply. */
function keptHeaders(reply: FastifyReply): Record<string, string | number | string[]> {
  const headers = { ...reply.getHeaders() } as Record<string, string | number | string[]>;
  delete headers['content-length'];
  return headers;
}

/** The form of a kept answer this client takes: gzip when it accepts it and the answer was worth compressing. */
function formFor(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): Buffer {
  if (!answer.gzip || !acceptsGzip(request)) return answer.body;
  reply.header('content-encoding', 'gzip');
  return answer.gzip;
}

/**
 * Serves a `readCache` route's kept answer after the auth hook has passed the request (so logout, a disabled user or
 * a withdrawn permission still end access at once) and before validation and the handler; keeps the answers it
 * misses. Every changing request drops the cache when it answers (plugins/drop-after-changes.ts).
 */
export function installReadCache(app: FastifyInstance, cache: ReadCache): void {
  if (!cache.enabled) return;
  app.decorateRequest('readCacheSince', null);
  app.decorateRequest('readCacheDone', null);
  app.addHook('preValidation', (request, reply, done) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.readCache || !request.principal) return done();
    const key = keyOf(request);
    const served = () => {
      const hit = cache.find(key);
      if (hit) reply.headers(hit.headers).send(formFor(request, reply, hit));
      return hit !== undefined;
    };
    const read = () => {
      request.readCacheSince = cache.generation;
      request.readCacheDone = cache.startReading(key);
      done();
    };
    if (served()) return;
    const underWay = cache.reading(key);
    if (!underWay) return read();
    // Another request is reading this answer: take it when kept, or read afresh if it was not (a refusal, a write).
    void underWay.then(() => served() || read());
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const since = request.readCacheSince;
    let sent = payload;
    if (since !== null && reply.statusCode === 200 && typeof payload === 'string') {
      varyOnEncoding(reply);
      const body = utf8(payload);
      const answer = { body, gzip: gzipped(body), headers: keptHeaders(reply) };
      cache.keep(keyOf(request), since, answer);
      // Sent as the kept bytes, so Fastify neither measures nor encodes the text again.
      sent = formFor(request, reply, answer);
    }
    request.readCacheDone?.();
    done(null, sent);
  });
  // A request that ends without sending (the client went away) must not leave the others waiting.
  app.addHook('onResponse', (request, _reply, done) => {
    request.readCacheDone?.();
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    request.readCacheDone?.();
    done();
  });
}
