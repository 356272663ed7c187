import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { isLoopbackAddress } from '../../loopback.js';
import { parseInput } from '../../plugins/validation.js';
import { ok } from './envelope.js';
import { noStore } from './otp-routes.js';
import { emailField, mobileField } from './otp-schemas.js';

const outboxQuery = z.object({ email: emailField.optional(), mobile: mobileField.optional() });

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * A request straight from this machine: the socket's own address is loopback (never X-Forwarded-For, whatever
 * TRUST_PROXY says) and no proxy forwarded it (a reverse proxy on this machine connects from loopback too).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && FORWARDING_HEADERS.every((h) => request.headers[h] === undefined);
}

/**
 * Development only (registered when config.devMode): the last codes sent, newest first, so the sign-in can be
 * tried and tested without a mail server. It answers only requests from this machine; to anyone else it is not
 * there (404, as in production, where it is never registered).
 */
export async function devOutboxRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/dev/outbox', { config: { permission: 'public' }, onRequest: noStore }, async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
    const q = parseInput(outboxQuery, request.query);
    const address = q.email ?? q.mobile;
    let query = db.selectFrom('otp_outbox').select(['destination', 'code', 'created_at']);
    if (address) query = query.where('destination', '=', address);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(20).execute();
    return ok(rows.map((r) => ({ email: r.destination, code: r.code, createdAt: Number(r.created_at) })));
  });
}
