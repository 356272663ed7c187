import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id a balancer may hand us: a short token of letters, digits, dots, underscores and dashes. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Fastify's genReqId: the balancer's `X-Request-Id` when it is a sane token (so one id follows the request through
 * the balancer's log and ours), else a fresh UUID. Anything else in that header (too long, spaces, a second value,
 * a line break to forge log lines) is replaced, never echoed.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** What a finished request tells the metrics (plugins/metrics.ts), when they are on. */
export type RequestObserver = (request: { method: string; route: string; status: number; seconds: number }) => void;

/** The route pattern a request matched (`/api/admin/users/:id`), never the URL it asked for; null when none. */
export const routeOf = (request: FastifyRequest): string | null => request.routeOptions.url ?? null;

/**
 * Every answer carries the request's id in `X-Request-Id`, and every request is logged once, when its answer is
 * finished, as one structured line (issue 42 item 4):
 * `{ reqId, method, route, status, ms, staffId? }`: the route pattern, never the URL (a query can carry a mobile
 * number), and the staff member when signed in. Fastify's own per-request lines are off (app.ts); what else may be
 * logged about a request is guarded by plugins/log-safety.ts.
 */
export function installRequestLog(app: FastifyInstance, observe?: RequestObserver): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeOf(request);
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const staffId = request.principal?.staffId;
    // The balancer's health probes (every few seconds, per instance) are logged only when they fail.
    const probe = route !== null && route.startsWith('/health/') && reply.statusCode < 400;
    request.log[probe ? 'debug' : 'info'](
      { method: request.method, route, status: reply.statusCode, ms, ...(staffId === undefined ? {} : { staffId }) },
      'request',
    );
    observe?.({ method: request.method, route: route ?? 'unmatched', status: reply.statusCode, seconds: ms / 1000 });
  });
}
