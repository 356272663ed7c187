import { PAYOUT_GUARDRAIL_CALLS } from '../../../contract/payouts/calls.js';
import { inOrder } from '../common/route-sequence.js';
import { guardrailsOf } from '../investment/guardrail-routes.js';
import { internalTransferRoutes } from './internal-transfers.js';
import { payoutStatusRoutes } from './payout-status.js';
import { payoutReconRoutes } from './payout-recon.js';
import { merchantWithdrawalRoutes } from './merchant-withdrawal.js';
import { transactionPushRoutes } from './transaction-push.js';
import { cashfreeStatusRoutes } from './cashfree-status.js';
import { payoutFmsRoutes } from './payout-fms.js';

/** Payout operations on the payouts backend (spec §1, §2.3, §6): guardrails, internal transfers, payout status. */
export const payoutOpsRoutes = inOrder(
  guardrailsOf({ calls: PAYOUT_GUARDRAIL_CALLS, table: 'payout_guardrails', kind: 'PAYOUT_GUARDRAIL' }),
  internalTransferRoutes,
  payoutStatusRoutes,
  payoutReconRoutes,
  merchantWithdrawalRoutes,
  transactionPushRoutes,
  cashfreeStatusRoutes,
  payoutFmsRoutes,
);
