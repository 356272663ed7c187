/**
 * The bodies of the consumer 360's actions (spec §5.8, §7.5) as zod schemas with the spec's limits; the server
 * validates with them and the console's forms check the same fields.
 */
import { z } from 'zod';
import { fromText } from '../strict-number';
import { PII_KINDS, REVEAL_REASON_MAX, REVEAL_REASON_MIN } from '../pii';
import { CASHBACK_RULE_CODES, isCashbackAmount, isTierRule } from './cashback';
import { BANK_REFERENCE_MAX, LOOKUP_MAX } from './rules';
import { BLOCK_REASONS, CLOSURE_REASONS, NEW_LIMIT_PATTERN, OFFLINE_REASONS, TRANSFER_TYPES } from './form-values';

export { BLOCK_REASONS, CLOSURE_REASONS, NEW_LIMIT_PATTERN, OFFLINE_REASONS, TRANSFER_TYPES } from './form-values';

const consumerId = fromText(
  z
    .number({ error: 'Consumer id: digits only.' })
    .int('Consumer id: digits only.')
    .positive('Consumer id: digits only.')
    .max(10 ** LOOKUP_MAX - 1, 'Consumer id: at most 12 digits.'),
);
/** A rupee amount typed in a §5.8 money form: decimal (at most 2 places), above zero, at most 10 characters. */
const moneyAmount = z.coerce
  .string()
  .trim()
  .refine((v) => v.length <= 10 && /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0, 'Amount: up to 10 characters.')
  .transform(Number);

const txnId = z.string().trim().min(1, 'Transaction id is required.').max(40, 'Cannot be more than 40 characters.');

/** Spec §7.5 set hold/success (txnId, status). */
export const holdBody = z.object({ txnId, status: z.enum(['HOLD', 'SUCCESS']), consumerId }).strict();

/** Spec §7.5 apply cashback (txnId, cashbackRuleCode, cashbackAmount, consumerId, tier); §5.8 limits. */
export const cashbackBody = z
  .object({
    txnId,
    consumerId,
    cashbackRuleCode: z.enum(CASHBACK_RULE_CODES, { error: 'Choose a rule code.' }),
    cashbackAmount: z.string().trim().optional(),
    tier: fromText(z.number().int().optional()),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (isTierRule(b.cashbackRuleCode)) {
      if (b.tier === undefined || b.tier < 1 || b.tier > 5)
        ctx.addIssue({ code: 'custom', path: ['tier'], message: 'Tier: 1 to 5.' });
    } else if (!isCashbackAmount(b.cashbackAmount ?? ''))
      ctx.addIssue({
        code: 'custom',
        path: ['cashbackAmount'],
        message: 'Amount: a positive number of at most 3 characters.',
      });
  });
export type CashbackBody = z.output<typeof cashbackBody>;

/** Spec §7.5 revert QR refund (txnId). */
export const revertBody = z.object({ txnId, consumerId }).strict();

/** Spec §3.17, §5.8 foreclose: bank reference required (max 20), comments optional, txnType OFFLINE_BILL_PAYMENT. */
export const forecloseBody = z
  .object({
    bankReferenceNumber: z
      .string({ error: 'Bank reference is required.' })
      .trim()
      .min(1, 'Bank reference is required.')
      .max(BANK_REFERENCE_MAX, `Bank reference: at most ${BANK_REFERENCE_MAX} characters.`),
    consumerId,
    loanId: fromText(z.number().int().positive()),
    comments: z.string().trim().max(300, 'Cannot be more than 300 characters.').optional().default(''),
    txnType: z.literal('OFFLINE_BILL_PAYMENT'),
  })
  .strict();

export const limitBody = z
  .object({
    consumerId,
    newLimit: z.coerce
      .string()
      .trim()
      .regex(NEW_LIMIT_PATTERN, 'New limit: a number of at most 6 digits (2 decimals).')
      .transform(Number),
    remarks: z.string().trim().min(1, 'Remarks are required.').max(300, 'Cannot be more than 300 characters.'),
  })
  .strict();

export const ACCOUNT_STATUS_ACTIONS = ['BLOCK', 'UNBLOCK', 'CLOSE'] as const;

/** Spec §7.5 PUT /postpe/account (updateAccountStatusDto: consumerId, status, remarks, reason). */
export const accountStatusBody = z
  .object({
    consumerId,
    action: z.enum(ACCOUNT_STATUS_ACTIONS),
    reason: z.string({ error: 'Reason is required.' }).trim().min(1, 'Reason is required.'),
    remarks: z.string().trim().min(1, 'Remark is required.').max(300, 'Cannot be more than 300 characters.'),
  })
  .strict()
  .superRefine((b, ctx) => {
    const reasons: readonly string[] = b.action === 'CLOSE' ? CLOSURE_REASONS : BLOCK_REASONS;
    if (!reasons.includes(b.reason)) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Choose a reason.' });
  });

/** Spec §5.8 penalty waiver: amount, decimal, max 12 characters. */
export const waivePenaltyBody = z
  .object({
    consumerId,
    amount: z.coerce
      .string()
      .trim()
      .refine((v) => v.length <= 12 && /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0, 'Amount: up to 12 characters.')
      .transform(Number),
    remarks: z.string().trim().max(300).optional().default(''),
  })
  .strict();

/** Reveal one masked value of a consumer, with the reason (audited). */
export const revealBody = z
  .object({
    consumerId,
    field: z.enum(PII_KINDS),
    /** Which record the value is on when it is not the consumer's own (a bank transfer's id …). */
    recordId: fromText(z.number().int().positive().optional()),
    reason: z
      .string({ error: 'A reason is required.' })
      .trim()
      .min(REVEAL_REASON_MIN, `Reason: at least ${REVEAL_REASON_MIN} characters.`)
      .max(REVEAL_REASON_MAX, `Reason: at most ${REVEAL_REASON_MAX} characters.`),
  })
  .strict();
export type RevealBody = z.output<typeof revealBody>;

/** Spec §4 settlement check (settlementOrderId). */
export const settlementCheckBody = z.object({ settlementOrderId: z.string().trim().min(1).max(40) }).strict();

/** The toasts of spec §8 these actions answer with. */
export const CONSUMER_MESSAGES = {
  success: 'Success!',
  cashbackApplied: 'Cashback applied Successfully!',
  limitRequested: 'Limit update request placed successfully!',
  limitPending: 'A limit request for this consumer is already waiting for a checker.',
  foreclosed: 'EMI Foreclosed',
  notFound: 'No Record Found!',
  consumerNotFound: 'No consumer found for this mobile or consumer id.',
} as const;

/**
 * An offline repayment (lending part-payment; spec §5.8 transfer form and offline reason): amount, bank reference
 * (max 20), transfer type, one of the nine offline reasons, comments.
 */
export const offlineRepaymentBody = z
  .object({
    consumerId,
    amount: moneyAmount,
    bankReferenceNumber: z
      .string({ error: 'Bank reference is required.' })
      .trim()
      .min(1, 'Bank reference is required.')
      .max(BANK_REFERENCE_MAX, `Bank reference: at most ${BANK_REFERENCE_MAX} characters.`),
    transferType: z.enum(TRANSFER_TYPES, { error: 'Choose a transfer type.' }),
    offlineReason: z.enum(OFFLINE_REASONS, { error: 'Choose an offline reason.' }),
    comments: z.string().trim().min(1, 'Comments are required.').max(300, 'Cannot be more than 300 characters.'),
  })
  .strict();

/** Spec §5.8 send money: amount (decimal, max 10 characters), bank account (number, IFSC max 11), waive fee, remarks. */
export const sendMoneyBody = z
  .object({
    consumerId,
    amount: moneyAmount,
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{6,18}$/, 'Account number: 6 to 18 digits.'),
    ifsc: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits.'),
    waiveConvenienceFee: z.boolean({ error: 'Choose whether to waive the convenience fee.' }),
    remarks: z.string().trim().min(1, 'Remarks are required.').max(300, 'Cannot be more than 300 characters.'),
  })
  .strict();
