/**
 * The consumer 360's remaining account forms of spec §5.8 as zod schemas: card charges (with the payee, parent txn
 * id, merchant name, mode, bank reference and three narrations), the whitelist form and the amount-and-comments form
 * (a manual refund). The server validates with them; the console's forms check the same fields with `*Problems`.
 */
import { z } from 'zod';
import { BANK_REFERENCE_MAX, IFSC_MAX, LOOKUP_MAX } from './rules';

const consumerId = z.coerce
  .number({ error: 'Consumer id: digits only.' })
  .int('Consumer id: digits only.')
  .positive('Consumer id: digits only.')
  .max(10 ** LOOKUP_MAX - 1, 'Consumer id: at most 12 digits.');

/** Spec §5.8: card charges amount decimal max 12 (characters, 2 decimals at most). */
export const CHARGE_AMOUNT_MAX = 12;
export const isDecimalAmount = (v: string, max: number): boolean =>
  v.length <= max && /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0;
const amount = (max: number) =>
  z.coerce
    .string()
    .trim()
    .refine((v) => isDecimalAmount(v, max), `Amount: a positive number of at most ${max} characters.`)
    .transform(Number);

export const CARD_CHARGE_TYPES = ['CARD_USAGE', 'SURCHARGE', 'LATE_PRESENTMENT'] as const;
/** Spec §5.8 payee: by VPA plus name, by mobile (10 digits) plus name, or by account number, IFSC plus beneficiary. */
export const PAYEE_KINDS = ['VPA', 'MOBILE', 'ACCOUNT'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];
export const CHARGE_MODES = ['ATM', 'ECOM', 'IMPS', 'POS'] as const;
export const NARRATION_MAX = 100;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label}: at most ${max} characters.`).optional().default('');

export const VPA_PATTERN = /^[\w.-]{1,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
export const PAYEE_MOBILE_PATTERN = /^\d{10}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{6,18}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const PAYEE_MESSAGES = {
  name: 'Payee name is required.',
  vpa: 'Enter a valid VPA (name@bank).',
  mobile: 'Mobile: 10 digits.',
  account: 'Account number: 6 to 18 digits.',
  ifsc: `IFSC: at most ${IFSC_MAX} characters (4 letters, 0, then 6 letters or digits).`,
} as const;

/** What is wrong with a payee (empty when complete): the one check the form and the server share. */
export function payeeProblems(p: {
  payeeKind: PayeeKind;
  payeeName: string;
  vpa?: string;
  payeeMobile?: string;
  accountNumber?: string;
  ifsc?: string;
}): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  if (!p.payeeName.trim()) out.push({ path: 'payeeName', message: PAYEE_MESSAGES.name });
  if (p.payeeKind === 'VPA' && !VPA_PATTERN.test((p.vpa ?? '').trim()))
    out.push({ path: 'vpa', message: PAYEE_MESSAGES.vpa });
  if (p.payeeKind === 'MOBILE' && !PAYEE_MOBILE_PATTERN.test((p.payeeMobile ?? '').trim()))
    out.push({ path: 'payeeMobile', message: PAYEE_MESSAGES.mobile });
  if (p.payeeKind === 'ACCOUNT') {
    if (!ACCOUNT_NUMBER_PATTERN.test((p.accountNumber ?? '').trim()))
      out.push({ path: 'accountNumber', message: PAYEE_MESSAGES.account });
    const ifsc = (p.ifsc ?? '').trim().toUpperCase();
    if (ifsc.length > IFSC_MAX || !IFSC_PATTERN.test(ifsc)) out.push({ path: 'ifsc', message: PAYEE_MESSAGES.ifsc });
  }
  return out;
}

/** Spec §5.8 card charges (lending debit): amount, type, payee, parent txn id, merchant, mode, reference, narrations. */
export const cardChargeBody = z
  .object({
    consumerId,
    amount: amount(CHARGE_AMOUNT_MAX),
    chargeType: z.enum(CARD_CHARGE_TYPES, { error: 'Choose a charge type.' }),
    payeeKind: z.enum(PAYEE_KINDS, { error: 'Choose how the payee is identified.' }),
    payeeName: z.string().trim().max(120, 'Payee name: at most 120 characters.'),
    vpa: z.string().trim().max(100).optional(),
    payeeMobile: z.string().trim().max(10).optional(),
    accountNumber: z.string().trim().max(18).optional(),
    ifsc: z.string().trim().toUpperCase().max(IFSC_MAX, PAYEE_MESSAGES.ifsc).optional(),
    parentTxnId: optionalText(40, 'Parent txn id'),
    merchantName: optionalText(120, 'Merchant name'),
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

/** Spec §5.8 whitelist: mobile, PQ limit (a number), reason; 'whitelisted by' is the signed-in agent (read-only). */
export const WHITELIST_MESSAGES = {
  mobile: 'Mobile: 10 digits.',
  pqLimit: 'PQ limit: a positive number.',
  reason: 'Reason is required.',
  duplicate: 'This mobile is already whitelisted.',
} as const;
export const isPqLimit = (v: string): boolean => /^\d{1,9}(\.\d{1,2})?$/.test(v.trim()) && Number(v) > 0;
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
export const MANUAL_REFUND_AMOUNT_MAX = 12;
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
