import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import {
  ANY_LIVE_QUEUE_KEYS,
  LIVE_ITEM_KINDS,
  LIVE_QUEUE_KEYS,
  type LiveItemKind,
  type LiveQueue,
  type QueueEvent,
  type StreamReady,
} from '../../../contract/live/queues.js';
import {
  itemViewerSchema,
  liveQueuesQuery,
  viewersQuery,
  viewingBody,
  viewingQuery,
} from '../../../contract/live/schemas.js';
import { LIVE_CALLS } from '../../../contract/session/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { idleOver } from '../../../contract/session-idle.js';
import { FORBIDDEN_MESSAGE, lastSeenOf, principalOf, sessionEnded, type Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { findSessionPrincipal, heldKeys } from '../../repositories/access.js';
import { endViewing, keepViewing, sweepViewers, viewersOf } from '../../repositories/live-viewers.js';
import { serve, type ServeOptions } from '../declared.js';
import { ok, okSchema } from './envelope.js';

/** Background calls (the stream, the presence heartbeat, the viewers poll) never keep an idle session alive. */
const BACKGROUND: ServeOptions = { touchesSession: false };
const NOT_A_STREAM = 'This is an event stream: ask with Accept: text/event-stream.';

/** The queues among `wanted` the staff member may list (read from the database, like every permission). */
async function queuesHeard(deps: AppDeps, p: Pick<Principal, 'staffId' | 'isSuperAdmin'>, wanted: LiveQueue[]) {
  const held = new Set(await heldKeys(deps.db, p, ANY_LIVE_QUEUE_KEYS));
  return wanted.filter((q) => LIVE_QUEUE_KEYS[q].some((k) => held.has(k)));
}

async function assertMayView(deps: AppDeps, p: Principal, kind: LiveItemKind) {
  const [queue] = await queuesHeard(deps, p, [LIVE_ITEM_KINDS[kind]]);
  if (!queue) throw new RequestError(403, FORBIDDEN_MESSAGE);
}

/** The signed-in staff member and the kind of item asked about, once they may view it (403 otherwise). */
async function viewerOf(deps: AppDeps, request: FastifyRequest, kindAsked: string) {
  const principal = principalOf(request);
  const kind = kindAsked as LiveItemKind;
  await assertMayView(deps, principal, kind);
  return { principal, kind };
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Live queues (issue 39 item 7) on the CRM backend:
 * - GET /live/queues: a server-sent event stream of `queue` events ({ queue, change }) for the queues asked for that
 *   the staff member may list, `status` when this instance stops or starts hearing other instances' changes, and a
 *   comment line every `liveHeartbeatMs`, at which the session and permissions are read again (a revoked session or
 *   permission ends or narrows the stream, and so does a session idle past SESSION_IDLE_SECONDS: the stream is no
 *   activity of the user's, nor are the calls below). Authenticated by the Authorization header like every route (the console
 *   reads it with fetch, not EventSource, so no token goes in a URL). Never compressed or buffered.
 * - PUT /live/viewing {kind, id}: "I have this item open", again every 20 s; DELETE /live/viewing?kind&id: closed.
 *   A row with an expiry in the database, so every instance sees it; no audit row (it changes nothing of the item).
 * - GET /live/viewers?kind: who else has items of that kind open.
 */
export async function liveRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config, queueEvents } = deps;
  const streams = new Set<ServerResponse>();
  const idleMs = config.sessionIdleSeconds * 1000;

  // Viewings whose heartbeat stopped are deleted here, so the others hear the viewer went away (readers skip them
  // anyway). Every instance sweeps; a delete of nothing costs an index probe.
  const sweepMs = Math.max(100, Math.min(5000, Math.floor(config.viewingTtlMs / 2)));
  const sweeper = setInterval(() => {
    sweepViewers(db, Date.now()).then(
      (kinds) => kinds.forEach((k) => queueEvents.viewersChanged(k)),
      () => undefined, // the database is away: the next sweep tries again
    );
  }, sweepMs).unref();

  app.addHook('preClose', async () => {
    clearInterval(sweeper);
    for (const res of streams) res.end();
    streams.clear();
  });

  serve(
    app,
    LIVE_CALLS.queues,
    {
      querystring: liveQueuesQuery,
      response: { 200: z.string().describe('text/event-stream: `queue`, `ready` and `status` events') },
    },
    async (request, reply) => {
      if (!(request.headers.accept ?? '').includes('text/event-stream')) throw new RequestError(406, NOT_A_STREAM);
      const principal = principalOf(request);
      const wanted = request.query.queues;
      let heard = new Set(await queuesHeard(deps, principal, wanted));

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.flushHeaders();
      streams.add(res);
      const send = (text: string) => {
        if (!res.writableEnded) res.write(text);
      };
      const ready = (): StreamReady => ({ queues: [...heard], live: queueEvents.isLive });
      send(`retry: 2000\n\n${frame('ready', ready())}`);

      const unsubscribe = queueEvents.subscribe(
        (queue, change) => {
          if (heard.has(queue)) send(frame('queue', { queue, change } satisfies QueueEvent));
        },
        (live) => send(frame('status', { ...ready(), live })),
      );
      const heartbeat = setInterval(async () => {
        try {
          const row = await findSessionPrincipal(
            db,
            principal.sessionId,
            principal.staffId,
            config.superAdminRoleId,
            [],
          );
          const at = Date.now();
          if (!row || sessionEnded(row, at) || idleOver(lastSeenOf(row), at, idleMs)) return void res.end();
          const now = new Set(await queuesHeard(deps, principal, wanted));
          if (now.size === 0) return void res.end();
          if ([...now].join() !== [...heard].join()) {
            heard = now;
            send(frame('ready', ready()));
          }
          send(': ping\n\n');
        } catch {
          send(': ping\n\n'); // the database is away for a moment: keep the stream, check again next time
        }
      }, config.liveHeartbeatMs).unref();
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(res);
      });
    },
    { ...BACKGROUND, compress: false },
  );

  serve(
    app,
    LIVE_CALLS.viewing,
    { body: viewingBody, response: { 200: okSchema(z.null()) } },
    async (request) => {
      const { principal, kind } = await viewerOf(deps, request, request.body.kind);
      const now = Date.now();
      const v = { kind, itemId: request.body.id, staffId: principal.staffId };
      if (await keepViewing(db, v, now, now + config.viewingTtlMs)) queueEvents.viewersChanged(kind);
      return ok(null);
    },
    BACKGROUND,
  );

  serve(
    app,
    LIVE_CALLS.leave,
    { querystring: viewingQuery, response: { 200: okSchema(z.null()) } },
    async (request) => {
      const { principal, kind } = await viewerOf(deps, request, request.query.kind);
      if (await endViewing(db, { kind, itemId: request.query.id, staffId: principal.staffId }))
        queueEvents.viewersChanged(kind);
      return ok(null);
    },
    BACKGROUND,
  );

  serve(
    app,
    LIVE_CALLS.viewers,
    { querystring: viewersQuery, response: { 200: okSchema(z.array(itemViewerSchema)) } },
    async (request) => {
      const { principal, kind } = await viewerOf(deps, request, request.query.kind);
      return ok(await viewersOf(db, kind, principal.staffId, Date.now()));
    },
    BACKGROUND,
  );
}
