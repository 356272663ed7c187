import { DEPOSIT_GUARDRAIL_CALLS } from '../../../contract/investments/calls.js';
import { inOrder } from '../common/route-sequence.js';
import { depositUploadRoutes } from './deposit-uploads.js';
import { guardrailsOf } from './guardrail-routes.js';
import { investmentAccountRoutes } from './investment-routes.js';
import { p2pRoutes } from './p2p-routes.js';
import { pgVpaRoutes } from './pg-vpa.js';
import { clubRoutes } from './club-routes.js';

/** Investments and deposits on the investment backend (spec §2.3, §7.7): guardrails, accounts, requests, uploads. */
export const investmentOpsRoutes = inOrder(
  guardrailsOf({ calls: DEPOSIT_GUARDRAIL_CALLS, table: 'deposit_guardrails', kind: 'DEPOSIT_GUARDRAIL' }),
  investmentAccountRoutes,
  depositUploadRoutes,
  // After the Deposit uploads: it reads its file with their multipart registration.
  p2pRoutes,
  // Issue 45 item 5 (its VPA file reads with the Deposit uploads' multipart registration too).
  pgVpaRoutes,
  // Issue 46 item 4: the TP club.
  clubRoutes,
);
