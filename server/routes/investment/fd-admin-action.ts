import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FD_CACHE_ENVIRONMENTS } from '../../../contract/entities/fd-plans.js';
import type { AppDeps } from '../../app-deps.js';
import { writeAudit } from '../../plugins/audit.js';
import { principalOf } from '../../plugins/auth.js';
import { fieldErrors } from '../../../contract/schema-zod.js';
import { failWith, summaryOf } from '../resource-envelopes.js';
import { ok } from './envelope.js';

const adminActionSchema = z.object({
  environment: z.enum(FD_CACHE_ENVIRONMENTS, { error: `Choose one of: ${FD_CACHE_ENVIRONMENTS.join(', ')}.` }),
});

/**
 * Spec §3.10, §7.7: POST /fd/crm/admin-action { environment } refreshes an FD cache environment. The reference
 * backend has no cache to refresh: it records the action in the audit log and answers success.
 */
export async function fdAdminActionRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.post('/fd/crm/admin-action', { config: { permission: 'CAN_UPDATE_FIXED_DEPOSIT_ISSUER_PLANS' } }, async (request, reply) => {
    const parsed = adminActionSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return failWith(reply, 400, summaryOf(errors), errors);
    }
    const { environment } = parsed.data;
    await writeAudit(db, { actor: principalOf(request), action: 'fd_plan.admin_action', entity: 'fd_cache', entityId: environment, after: { environment } });
    return ok({ environment }, `Admin action sent to ${environment}`);
  });
}
