import type { FastifyInstance } from 'fastify';
import { DEPOSIT_GUARDRAIL_CALLS } from '../../../contract/investments/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { depositUploadRoutes } from './deposit-uploads.js';
import { guardrailRoutes } from './guardrail-routes.js';
import { investmentAccountRoutes } from './investment-routes.js';
import { p2pRoutes } from './p2p-routes.js';

/** Investments and deposits on the investment backend (spec §2.3, §7.7): guardrails, accounts, requests, uploads. */
export async function investmentOpsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await guardrailRoutes(app, deps.db, {
    calls: DEPOSIT_GUARDRAIL_CALLS,
    table: 'deposit_guardrails',
    kind: 'DEPOSIT_GUARDRAIL',
  });
  await investmentAccountRoutes(app, deps);
  await depositUploadRoutes(app, deps);
  // After the Deposit uploads: it reads its file with their multipart registration.
  await p2pRoutes(app, deps);
}
