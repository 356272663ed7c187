import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SESSION_CALLS } from '../../../contract/session/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { isLoopbackAddress } from '../../loopback.js';
import { latestOutbox } from '../../repositories/otp-outbox.js';
import { serve } from '../declared.js';
import { ok, okSchema } from './envelope.js';
import { noStore } from './otp-routes.js';
import { emailField, mobileField } from './otp-schemas.js';

const outboxQuery = z.object({ email: emailField.optional(), mobile: mobileField.optional() });

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * A request straight from this machine: the socket's own address is loopback (never X-Forwarded-For, whatever
 * TRUST_PROXY says) and no proxy forwarded it (a reverse proxy on this machine connects from loopback too).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) && FORWARDING_HEADERS.every((h) => request.headers[h] === undefined)
  );
}

/** Route hook, before the query is checked: to anyone but this machine the outbox is not there (404). */
async function onlyThisMachine(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!fromThisMachine(request)) {
    reply.callNotFound();
    return reply;
  }
}

const outboxAnswer = okSchema(z.array(z.object({ email: z.string(), code: z.string(), createdAt: z.number() })));

/**
 * Development only (registered when config.devMode): the last codes sent, newest first, so the sign-in can be
 * tried and tested without a mail server. It answers only requests from this machine; to anyone else it is not
 * there (404, as in production, where it is never registered).
 */
export async function devOutboxRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    SESSION_CALLS.devOutbox,
    { querystring: outboxQuery, response: { 200: outboxAnswer } },
    async (request) => {
      const rows = await latestOutbox(db, request.query.email ?? request.query.mobile);
      return ok(rows.map((r) => ({ email: r.destination, code: r.code, createdAt: r.createdAt })));
    },
    { refusal: 'bare', onRequest: [noStore, onlyThisMachine] },
  );
}
