/**
 * The consumer 360's remaining account forms of spec §5.8 as zod schemas: card charges (with the payee, parent txn
 * id, merchant name, mode, bank reference and three narrations), the whitelist form and the amount-and-comments form
 * (a manual refund). The server validates with them; the console's forms check the same fields with `*Problems`.
 */
import { z } from 'zod';
import { fromText } from '../strict-number';
import { BANK_REFERENCE_MAX, LOOKUP_MAX } from './rules';
import {
  CARD_CHARGE_TEXT_MAX as MAX,
  CARD_CHARGE_TYPES,
  CHARGE_AMOUNT_MAX,
  CHARGE_MODES,
  isDecimalAmount,
  isPqLimit,
  MANUAL_REFUND_AMOUNT_MAX,
  NARRATION_MAX,
  PAYEE_KINDS,
  PAYEE_MESSAGES,
  PAYEE_MOBILE_PATTERN,
  payeeProblems,
  WHITELIST_MESSAGES,
} from './account-form-values';

export {
  ACCOUNT_NUMBER_PATTERN,
  CARD_CHARGE_TEXT_MAX,
  CARD_CHARGE_TYPES,
  CHARGE_AMOUNT_MAX,
  CHARGE_MODES,
  IFSC_PATTERN,
  isDecimalAmount,
  isPqLimit,
  MANUAL_REFUND_AMOUNT_MAX,
  NARRATION_MAX,
  PAYEE_KINDS,
  PAYEE_MESSAGES,
  PAYEE_MOBILE_PATTERN,
  payeeProblems,
  VPA_PATTERN,
  WHITELIST_MESSAGES,
  type PayeeKind,
} from './account-form-values';

const consumerId = fromText(
  z
    .number({ error: 'Consumer id: digits only.' })
    .int('Consumer id: digits only.')
    .positive('Consumer id: digits only.')
    .max(10 ** LOOKUP_MAX - 1, 'Consumer id: at most 12 digits.'),
);

const amount = (max: number) =>
  z.coerce
    .string()
    .trim()
    .refine((v) => isDecimalAmount(v, max), `Amount: a positive number of at most ${max} characters.`)
    .transform(Number);

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label}: at most ${max} characters.`).optional().default('');

/** Spec §5.8 card charges (lending debit): amount, type, payee, parent txn id, merchant, mode, reference, narrations. */
export const cardChargeBody = z
  .object({
    consumerId,
    amount: amount(CHARGE_AMOUNT_MAX),
    chargeType: z.enum(CARD_CHARGE_TYPES, { error: 'Choose a charge type.' }),
    payeeKind: z.enum(PAYEE_KINDS, { error: 'Choose how the payee is identified.' }),
    payeeName: z.string().trim().max(MAX.payeeName, `Payee name: at most ${MAX.payeeName} characters.`),
    vpa: z.string().trim().max(MAX.vpa).optional(),
    payeeMobile: z.string().trim().max(MAX.payeeMobile).optional(),
    accountNumber: z.string().trim().max(MAX.accountNumber).optional(),
    ifsc: z.string().trim().toUpperCase().max(MAX.ifsc, PAYEE_MESSAGES.ifsc).optional(),
    parentTxnId: optionalText(MAX.parentTxnId, 'Parent txn id'),
    merchantName: optionalText(MAX.merchantName, 'Merchant name'),
    mode: z.enum(CHARGE_MODES, { error: 'Choose a mode.' }),
    bankReferenceNumber: z
      .string({ error: 'Bank reference is required.' })
      .trim()
      .min(1, 'Bank reference is required.')
      .max(BANK_REFERENCE_MAX, `Bank reference: at most ${BANK_REFERENCE_MAX} characters.`),
    narration1: optionalText(NARRATION_MAX, 'Narration 1'),
    narration2: optionalText(NARRATION_MAX, 'Narration 2'),
    narration3: optionalText(NARRATION_MAX, 'Narration 3'),
  })
  .strict()
  .superRefine((b, ctx) => {
    for (const p of payeeProblems(b)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });
export type CardChargeBody = z.output<typeof cardChargeBody>;

export const whitelistBody = z
  .object({
    mobile: z
      .string({ error: WHITELIST_MESSAGES.mobile })
      .trim()
      .regex(PAYEE_MOBILE_PATTERN, WHITELIST_MESSAGES.mobile),
    pqLimit: z.coerce.string().trim().refine(isPqLimit, WHITELIST_MESSAGES.pqLimit).transform(Number),
    reason: z
      .string({ error: WHITELIST_MESSAGES.reason })
      .trim()
      .min(1, WHITELIST_MESSAGES.reason)
      .max(300, 'Cannot be more than 300 characters.'),
  })
  .strict();

/** Spec §5.8 'another form requires amount and comments': the manual refund (lending manual refund). */
export const manualRefundBody = z
  .object({
    consumerId,
    amount: amount(MANUAL_REFUND_AMOUNT_MAX),
    comments: z
      .string({ error: 'Comments are required.' })
      .trim()
      .min(1, 'Comments are required.')
      .max(300, 'Cannot be more than 300 characters.'),
  })
  .strict();
