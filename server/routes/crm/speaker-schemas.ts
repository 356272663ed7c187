import { z } from 'zod';
import { isIsoDay } from '../../../contract/business-time.js';
import { merchantId } from '../../../contract/merchant-changes/bank.js';
import {
  SPEAKER_AMOUNT_MAX,
  SPEAKER_LANGUAGES,
  SPEAKER_MODEL_MAX,
  SPEAKER_REASON_MAX,
  SPEAKER_TEXT_MAX,
  WAIVER_MONTHS_MAX,
} from '../../../contract/speaker/rules.js';

/** The bodies, paths and answers of /speaker's CRM calls (issue 44 item 3, part). */
export const serialParams = z.object({
  serial: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{3,30}$/, 'Serial: 3 to 30 letters, digits or dashes.'),
});
export const rupees = (max: number) =>
  z
    .number({ error: 'Must be an amount in rupees.' })
    .nonnegative('Must not be negative.')
    .max(max, `Must not exceed ${max}.`)
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      message: 'At most two decimals.',
    });
export const text = (max: number, what: string) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what}: at most ${max} characters.`);

export const deviceDto = z.object({
  serial: z.string(),
  merchantId: z.string(),
  storeId: z.string(),
  model: z.string(),
  status: z.string(),
  monthlyRental: z.number(),
  returned: z.boolean(),
});
export const priceDto = z.object({
  id: z.number().int(),
  model: z.string(),
  oneTimePrice: z.number(),
  monthlyRent: z.number(),
  deposit: z.number(),
  effectiveFrom: z.string(),
  current: z.boolean(),
  createdBy: z.string(),
  createdAt: z.number(),
});
export const priceBody = z.object({
  model: text(SPEAKER_MODEL_MAX, 'Model'),
  oneTimePrice: rupees(SPEAKER_AMOUNT_MAX),
  monthlyRent: rupees(SPEAKER_AMOUNT_MAX),
  deposit: rupees(SPEAKER_AMOUNT_MAX),
  effectiveFrom: z.string().refine(isIsoDay, 'Effective from: a date as yyyy-MM-dd.'),
});
export const testDto = z.object({
  id: z.number().int(),
  serial: z.string(),
  merchantId: z.string(),
  text: z.string(),
  amount: z.number(),
  language: z.string(),
  status: z.string(),
  latencyMs: z.number().nullable(),
  sentBy: z.string(),
  sentAt: z.number(),
  answeredAt: z.number().nullable(),
  timeoutSeconds: z.number(),
});
export const testBody = z.object({
  text: text(SPEAKER_TEXT_MAX, 'Announcement text'),
  amount: rupees(SPEAKER_AMOUNT_MAX),
  language: z.enum(SPEAKER_LANGUAGES, { error: 'Choose a language from the list.' }),
});
export const waiverBody = z.object({
  merchantId,
  serial: serialParams.shape.serial,
  monthlyAmount: rupees(SPEAKER_AMOUNT_MAX).refine((n) => n > 0, 'Must be more than zero.'),
  months: z
    .number({ error: 'Months: a whole number.' })
    .int('Months: a whole number.')
    .min(1, 'At least 1 month.')
    .max(WAIVER_MONTHS_MAX, `At most ${WAIVER_MONTHS_MAX} months.`),
  reason: text(SPEAKER_REASON_MAX, 'Reason'),
});
export const invoiceDto = z.object({
  id: z.number().int(),
  invoiceNo: z.string(),
  merchantId: z.string(),
  serial: z.string(),
  month: z.string(),
  status: z.string(),
  issuedAt: z.number(),
  rent: z.number(),
  waived: z.number(),
  amount: z.number(),
});
