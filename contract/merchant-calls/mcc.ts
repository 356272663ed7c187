import { z } from 'zod';
import { merchantId, remarks } from '../merchant-changes/bank';
import { isMcc } from '../merchant/categories';
import { MCC_CHANGE_REASONS, MERCHANT_CALL_MESSAGES } from './rules';

/** POST /merchants/raise/request/mcc: the merchant, its new MCC (from /meta-data/business-categories), why, remarks. */
export const mccChangeBody = z
  .object({
    merchantId,
    mcc: z.string({ error: MERCHANT_CALL_MESSAGES.unknownMcc }).trim().refine(isMcc, MERCHANT_CALL_MESSAGES.unknownMcc),
    reason: z.enum(MCC_CHANGE_REASONS, { error: 'Choose a reason.' }),
    remarks,
  })
  .strict();
export type MccChangeBody = z.output<typeof mccChangeBody>;
