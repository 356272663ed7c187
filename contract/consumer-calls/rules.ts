/** The request rules of the consumer calls (zod: the server's validation; kept out of calls.ts, which the console loads). */
import { z } from 'zod';
import { RECHARGE_COMPLAINT_CATEGORIES, RECHARGE_DESCRIPTION_MAX, RECHARGE_TYPES } from './calls';

const merchantId = z
  .string({ error: 'Required!' })
  .trim()
  .regex(/^[0-9]{1,10}$/, 'Merchant ID is digits only.');

export const interestDetailBody = z.object({ accountId: z.coerce.number().int().positive() });
export const videoKycBody = z.object({ merchantId });
export const languageQuery = z.object({ merchantId });

export const rechargeListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  rechargeType: z.enum(RECHARGE_TYPES).optional(),
  q: z
    .string()
    .trim()
    .regex(/^[0-9]{1,20}$/, 'Search by a consumer ID, a 10-digit mobile or an order reference number.')
    .optional(),
});
export const rechargeDetailsQuery = z.object({ txnId: z.coerce.number().int().positive() });

export const rechargeComplaintBody = z.object({
  txnId: z.number().int().positive(),
  category: z.enum(RECHARGE_COMPLAINT_CATEGORIES, { error: 'Choose a category from the list.' }),
  description: z
    .string({ error: 'Description is required.' })
    .trim()
    .min(1, 'Description is required.')
    .max(RECHARGE_DESCRIPTION_MAX, `Cannot be more than ${RECHARGE_DESCRIPTION_MAX} characters.`),
});
