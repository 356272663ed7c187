import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { writeAudit } from '../../plugins/audit.js';
import { principalOf } from '../../plugins/auth.js';
import { parseInput } from '../../plugins/validation.js';
import { alertLogQuerySchema, disableAlertSchema, enableAlertSchema } from '../../../contract/entities/alerts.js';
import { disableAlert, enableAlert, listAlertLogs } from './alerts-repository.js';
import { ok, paged } from './envelope.js';

const permission = 'CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW';

/** A refused body: 400 with the first message as is (the spec's 'Date and time should not be old'), every field in `errors`. */
function parseAlert<S extends z.ZodType>(schema: S, body: unknown, reply: FastifyReply): z.output<S> | null {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors = Object.fromEntries(result.error.issues.map((i) => [i.path.map(String).join('.'), i.message]));
  void reply.code(400).send({ success: false, message: result.error.issues[0]?.message ?? 'Invalid request.', data: null, errors });
  return null;
}

/** Deposit alerts on the investment backend (spec §7.7): enable, disable, and the 0-based alert log. */
export async function alertsRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.post('/accounts/enable-alert', { config: { permission } }, async (request, reply) => {
    const now = Date.now();
    const input = parseAlert(enableAlertSchema(now), request.body, reply);
    if (!input) return reply;
    const actor = principalOf(request);
    const result = await db.transaction().execute(async (trx) => {
      const changed = await enableAlert(trx, input, actor.email, now);
      await writeAudit(trx, { actor, action: 'alert.enable', entity: 'alerts', entityId: changed.after?.id ?? null, before: changed.before, after: changed.after });
      return changed.after;
    });
    return ok(result, 'Success');
  });

  app.post('/accounts/disable-alert', { config: { permission } }, async (request, reply) => {
    const input = parseAlert(disableAlertSchema, request.body, reply);
    if (!input) return reply;
    const actor = principalOf(request);
    const result = await db.transaction().execute(async (trx) => {
      const changed = await disableAlert(trx, input, actor.email, Date.now());
      await writeAudit(trx, { actor, action: 'alert.disable', entity: 'alerts', entityId: changed.after?.id ?? null, before: changed.before, after: changed.after });
      return changed.after;
    });
    return ok(result, 'Success');
  });

  app.get('/accounts/alert-logs', { config: { permission } }, async (request) => {
    const q = parseInput(alertLogQuerySchema, request.query, { namePath: true });
    const { rows, total } = await listAlertLogs(db, q.page, q.limit);
    return ok(paged(rows, q.page, q.limit, total));
  });
}
