import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FD_CACHE_ENVIRONMENTS } from '../../../contract/entities/fd-plans.js';
import { FD_ADMIN_CALLS } from '../../../contract/investments/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { recordAdminAction } from '../../repositories/fd-admin.js';
import { serve } from '../declared.js';
import { ok, okSchema } from './envelope.js';

const adminActionBody = z.object({
  environment: z.enum(FD_CACHE_ENVIRONMENTS, { error: `Choose one of: ${FD_CACHE_ENVIRONMENTS.join(', ')}.` }),
});

/** Spec §3.10, §7.7: POST /fd/crm/admin-action { environment } refreshes an FD cache environment (audited). */
export async function fdAdminActionRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    FD_ADMIN_CALLS.refresh,
    { body: adminActionBody, response: { 200: okSchema(z.object({ environment: z.string() })) } },
    async (request) => {
      const { environment } = request.body;
      await recordAdminAction(db, principalOf(request), environment);
      return ok({ environment }, `Admin action sent to ${environment}`);
    },
  );
}
