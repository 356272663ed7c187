import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { parseInput } from '../../plugins/validation.js';
import { ok } from './envelope.js';
import { emailField, mobileField } from './otp-schemas.js';

const outboxQuery = z.object({ email: emailField.optional(), mobile: mobileField.optional() });

/**
 * Development only (registered when config.devMode): the last codes sent, newest first, so the sign-in can be
 * tried and tested without a mail server. Never registered in production.
 */
export async function devOutboxRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/dev/outbox', { config: { permission: 'public' } }, async (request) => {
    const q = parseInput(outboxQuery, request.query);
    const address = q.email ?? q.mobile;
    let query = db.selectFrom('otp_outbox').select(['destination', 'code', 'created_at']);
    if (address) query = query.where('destination', '=', address);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(20).execute();
    return ok(rows.map((r) => ({ email: r.destination, code: r.code, createdAt: Number(r.created_at) })));
  });
}
