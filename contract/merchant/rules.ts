import { z } from 'zod';
import { fromText } from '../strict-number';
import { MERCHANT_RULES, VPA_PATTERN } from './lookup-rules';
import { BUSINESS_CATEGORIES } from './categories';
import { SMS_TYPES } from './sms';

export { lookupKind, MERCHANT_RULES, VPA_PATTERN, type LookupBy } from './lookup-rules';

export const RULE_MESSAGES = {
  merchantId: 'Merchant ID must contain only numbers.',
  merchantIdLength: `Merchant ID is at most ${MERCHANT_RULES.merchantIdMax} digits.`,
  mobile: `Mobile must be ${MERCHANT_RULES.mobile} digits.`,
  vpa: 'VPA looks like name@bank.',
  qrName: `QR name: ${MERCHANT_RULES.qrNameMin} to ${MERCHANT_RULES.qrNameMax} letters, digits, spaces or . & ' -`,
  referral: `Referral code: ${MERCHANT_RULES.referralMin} to ${MERCHANT_RULES.referralMax} capital letters or digits.`,
  mcc: 'Pick one of the business categories.',
  amount: 'Amount must be more than 0 and at most 10,00,000.',
} as const;

export const merchantIdSchema = z
  .string()
  .trim()
  .regex(/^\d+$/, RULE_MESSAGES.merchantId)
  .max(MERCHANT_RULES.merchantIdMax, RULE_MESSAGES.merchantIdLength);

export const mobileSchema = z
  .string()
  .trim()
  .regex(/^\d{10}$/, RULE_MESSAGES.mobile);
export const vpaSchema = z.string().trim().toLowerCase().regex(VPA_PATTERN, RULE_MESSAGES.vpa);

export const qrNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9 .&'-]+$/, RULE_MESSAGES.qrName)
  .min(MERCHANT_RULES.qrNameMin, RULE_MESSAGES.qrName)
  .max(MERCHANT_RULES.qrNameMax, RULE_MESSAGES.qrName);

export const referralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]+$/, RULE_MESSAGES.referral)
  .min(MERCHANT_RULES.referralMin, RULE_MESSAGES.referral)
  .max(MERCHANT_RULES.referralMax, RULE_MESSAGES.referral);

const mccs = BUSINESS_CATEGORIES.map((c) => c.mcc) as [string, ...string[]];
export const mccSchema = z.enum(mccs, { error: RULE_MESSAGES.mcc });
export const smsTypeSchema = z.enum(SMS_TYPES);

/** A change carries the merchant's version as read, so a stale edit is refused (412). */
export const versionSchema = fromText(z.number().int().positive());

export const qrNameBody = z.object({ qrName: qrNameSchema, version: versionSchema });
export const referralCodeBody = z.object({ referralCode: referralCodeSchema, version: versionSchema });
export const businessCategoryBody = z.object({ mcc: mccSchema, version: versionSchema });
export const onDemandSettlementBody = z.object({ merchantId: merchantIdSchema });
export const settlementUpdateBody = z.object({
  settlementId: fromText(z.number().int().positive()),
  status: z.enum(['PENDING', 'SETTLED', 'FAILED']),
  utr: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{6,22}$/, 'UTR: 6 to 22 capital letters or digits.')
    .optional(),
  remarks: z.string().trim().max(MERCHANT_RULES.remarksMax).optional(),
});

export type QrNameBody = z.infer<typeof qrNameBody>;
export type ReferralCodeBody = z.infer<typeof referralCodeBody>;
export type BusinessCategoryBody = z.infer<typeof businessCategoryBody>;
