import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { frmRoutes } from './frm.js';

/** The fraud-risk backend (spec §7; issue 43 item 4), mounted at /api/fraud-risk: FRM complaints. */
export async function fraudRiskRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await frmRoutes(app, deps);
}
