/** The request rules of the bharat-swipe calls (zod: the server's validation; kept out of calls.ts, which the console loads). */
import { z } from 'zod';
import { SWIPE_MESSAGES, SWIPE_RULES } from './calls';

const merchantId = z
  .string({ error: 'Required!' })
  .trim()
  .regex(/^[0-9]{1,10}$/, 'Merchant ID is digits only.');
const storeId = z
  .string({ error: 'Required!' })
  .trim()
  .regex(/^[0-9]{1,10}$/, 'Store ID is digits only.');

export const byMerchantQuery = z.object({ merchantId });
export const monthQuery = z.object({
  merchantId,
  month: z.string({ error: 'Required!' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month is YYYY-MM.'),
});
export const orderListParams = z.object({ merchantId });
export const orderStatusParams = z.object({
  merchantId,
  orderId: z.string().regex(/^[A-Z0-9-]{1,20}$/, 'Unknown order.'),
});

export const staticQrBody = z.object({ merchantId, storeId });
export const dynamicQrBody = z.object({
  merchantId,
  storeId,
  amount: z
    .number({ error: SWIPE_MESSAGES.amountRange })
    .min(SWIPE_RULES.dynamicQrMin, SWIPE_MESSAGES.amountRange)
    .max(SWIPE_RULES.dynamicQrMax, SWIPE_MESSAGES.amountRange)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals.'),
});
export const orderLinkBody = z.object({ merchantId });
