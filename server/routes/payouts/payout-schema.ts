import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { PAYOUT_SORTS } from '../../repositories/payouts.js';
import { keysetQuery, pageParam, sizeParam } from '../paging.js';

const REMARKS_REQUIRED = 'Remarks are required.';

/** Spec §7.7: the list takes page (from 1), limit (20), a refresh flag; sort and status are ours. */
export const payoutListQuery = z.object({
  page: pageParam(1),
  limit: sizeParam(20),
  sort: z.enum(Object.keys(PAYOUT_SORTS) as [keyof typeof PAYOUT_SORTS]).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: z.string().max(30).optional(),
  refresh: z.stringbool().optional(),
  /** Ours (issue 46 item 1): only payouts waiting for approval past their SLA, a day (the quick summary's breach). */
  overdue: z.stringbool().optional(),
  ...keysetQuery,
});

/** Spec §7.7: the decision body is payoutRequestId, isApproved, remarks, consumerId; §5.7 remarks required. */
export const payoutDecisionBody = z
  .object({
    payoutRequestId: fromText(z.number().int().positive()),
    isApproved: z.boolean({ error: 'isApproved must be true or false.' }),
    remarks: z
      .string({ error: REMARKS_REQUIRED })
      .trim()
      .min(1, REMARKS_REQUIRED)
      .max(300, 'Cannot be more than 300 characters.'),
    consumerId: z.string().trim().min(1, 'consumerId is required.').max(50),
  })
  .strict();

/** One payout as spec §3.8 has it (repositories/payouts.ts toPayoutDto). */
export const payoutDto = z.object({
  id: z.number().int(),
  consumerId: z.string(),
  agentEmail: z.string(),
  approverEmail: z.string().nullable(),
  amount: z.number(),
  agentRemarks: z.string(),
  approverRemarks: z.string().nullable(),
  status: z.string(),
  txnStatus: z.string(),
  transactionId: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  isFeeWaived: z.boolean(),
  bankDetailId: z.string(),
  beneficiaryName: z.string(),
  accountNo: z.string(),
  ifsc: z.string(),
  version: z.number().int(),
});
