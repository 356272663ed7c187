import type { FastifyInstance } from 'fastify';
import { PAYOUT_GUARDRAIL_CALLS } from '../../../contract/payouts/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { guardrailRoutes } from '../investment/guardrail-routes.js';
import { internalTransferRoutes } from './internal-transfers.js';
import { payoutStatusRoutes } from './payout-status.js';
import { payoutReconRoutes } from './payout-recon.js';

/** Payout operations on the payouts backend (spec §1, §2.3, §6): guardrails, internal transfers, payout status. */
export async function payoutOpsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await guardrailRoutes(app, deps.db, {
    calls: PAYOUT_GUARDRAIL_CALLS,
    table: 'payout_guardrails',
    kind: 'PAYOUT_GUARDRAIL',
  });
  await internalTransferRoutes(app, deps);
  await payoutStatusRoutes(app, deps);
  await payoutReconRoutes(app, deps);
}
