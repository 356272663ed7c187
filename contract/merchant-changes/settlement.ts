import { z } from 'zod';
import { remarks } from './bank';

export const UNBLOCK_REASONS = [
  'Fraud check cleared',
  'Chargeback resolved',
  'KYC completed',
  'Bank Escalation',
  'Others',
] as const;

/** POST /merchants/{id}/settlement/unblock/request: which hold, why, and the amount it releases. */
export const settlementUnblockBody = z
  .object({
    blockId: z.number({ error: 'Choose the settlement hold to release.' }).int().positive(),
    reason: z.enum(UNBLOCK_REASONS, { error: 'Choose a reason.' }),
    remarks,
  })
  .strict();
export type SettlementUnblockBody = z.output<typeof settlementUnblockBody>;

export const UNBLOCK_REQUEST_PLACED = 'Settlement unblock request placed successfully!';
export const BANK_CHANGE_PLACED = 'Bank account change request placed successfully!';
export const KYC_REVIEW_PLACED = 'KYC decision sent for approval.';
