import { z } from 'zod';
import { merchantId, remarks } from '../merchant-changes/bank';
import {
  COUPON_APPLIES_TO,
  COUPON_TYPES,
  MDR_MAX,
  PLAN_PRODUCTS,
  RENT_MAX,
  SWIPE_COMMERCIAL_MESSAGES as M,
} from './rules';

/** Rupees with at most two decimals, from 0 to `max` (contract/money.ts: amounts travel as rupees). */
const rupees = (max: number) =>
  z
    .number({ error: 'Enter an amount.' })
    .min(0, 'Cannot be negative.')
    .max(max, `Cannot be more than ${max}.`)
    .refine((v) => Math.round(v * 100) === v * 100 || Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      message: 'At most two decimals.',
    });
/** An MDR rate in percent, 0 to MDR_MAX, two decimals. */
export const mdrRate = rupees(MDR_MAX);
const code = z
  .string({ error: 'Enter a code.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,30}$/, 'Use 3 to 30 letters, digits, - or _.');
const name = z.string({ error: 'Enter a name.' }).trim().min(1, 'Enter a name.').max(100, 'At most 100 characters.');

const planTerms = {
  name,
  product: z.enum(PLAN_PRODUCTS, { error: 'Choose SWIPE or SPEAKER.' }),
  monthlyRent: rupees(RENT_MAX),
  oneTimeFee: rupees(RENT_MAX * 10),
  /** The MDR a new merchant on this plan starts with, percent (debit and credit cards). */
  debitMdr: mdrRate,
  creditMdr: mdrRate,
};

export const planCreateBody = z.object({ planCode: code, ...planTerms }).strict();
export type PlanCreateBody = z.output<typeof planCreateBody>;
/** An edit names the version it was made on. */
export const planUpdateBody = z.object({ ...planTerms, version: z.number().int().min(1) }).strict();
export type PlanUpdateBody = z.output<typeof planUpdateBody>;
export const planCodeParams = z.object({ planCode: code });

export const couponCreateBody = z
  .object({
    code,
    discountType: z.enum(COUPON_TYPES, { error: 'Choose PERCENT or FLAT.' }),
    discountValue: rupees(RENT_MAX * 10).refine((v) => v > 0, 'Must be more than 0.'),
    appliesTo: z.enum(COUPON_APPLIES_TO, { error: 'Choose RENT or FEE.' }),
    /** Epoch milliseconds. */
    validFrom: z.number().int().min(0),
    validTo: z.number().int().min(0),
    maxUses: z.number().int().min(1, 'At least 1.').max(100000, 'At most 100000.'),
  })
  .strict()
  .refine((c) => c.discountType !== 'PERCENT' || c.discountValue <= 100, {
    message: M.percentTooHigh,
    path: ['discountValue'],
  })
  .refine((c) => c.validTo > c.validFrom, { message: M.validity, path: ['validTo'] });
export type CouponCreateBody = z.output<typeof couponCreateBody>;
export const couponCodeParams = z.object({ code });

/** POST /merchants/raise/request/mdr. */
export const mdrChangeBody = z
  .object({
    merchantId,
    cardNetwork: z.string().trim().min(1).max(20),
    cardType: z.string().trim().min(1).max(20),
    rate: mdrRate,
    remarks,
  })
  .strict();
export type MdrChangeBody = z.output<typeof mdrChangeBody>;

/** POST /merchants/raise/request/rental. */
export const rentalChangeBody = z
  .object({
    merchantId,
    deviceSerial: z.string().trim().min(1).max(40),
    monthlyRent: rupees(RENT_MAX),
    remarks,
  })
  .strict();
export type RentalChangeBody = z.output<typeof rentalChangeBody>;

/** The bulk reject: the CSV's text (one request id a line; a header line `requestId` is skipped) and the remarks. */
export const bulkRejectBody = z
  .object({ fileName: z.string().trim().min(1).max(200), csv: z.string().max(200_000), remarks })
  .strict();
export type BulkRejectBody = z.output<typeof bulkRejectBody>;
