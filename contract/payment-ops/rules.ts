/** The payment operations' request rules (zod: the server's validation; kept out of calls.ts, the console's first load). */
import { z } from 'zod';
import { PAYMENT_OPS_MESSAGES as M, PROVIDER_STATES, WITHDRAWAL_ACTIONS, WITHDRAWAL_REQUEST_STATES } from './calls';

/** As every decision's remarks in the console (RemarksDialog). */
export const PAYMENT_OPS_REMARK_MAX = 300;

const remarks = z
  .string({ error: M.remarksRequired })
  .trim()
  .min(1, M.remarksRequired)
  .max(PAYMENT_OPS_REMARK_MAX, `Cannot be more than ${PAYMENT_OPS_REMARK_MAX} characters.`);

export const withdrawalListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  status: z.enum(WITHDRAWAL_REQUEST_STATES).optional(),
  merchantId: z
    .string()
    .trim()
    .regex(/^[0-9]{1,10}$/, 'Search by a merchant ID.')
    .optional(),
});

export const withdrawalDecisionBody = z.object({ action: z.enum(WITHDRAWAL_ACTIONS), remarks });

export const txnIdParam = z.object({
  txnId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,30}$/, 'Enter a transaction ID.'),
});

export const payoutRefQuery = z.object({
  q: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'Enter a payout ID or transfer ID.'),
});

export const payoutSyncBody = z.object({
  /** The provider status the user saw: the sync is refused when Cashfree answers otherwise now. */
  providerStatus: z.enum(PROVIDER_STATES),
  /** The payout's version the user saw. */
  version: z.number().int().positive(),
  remarks,
});
