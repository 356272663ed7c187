/**
 * The fixed values and checks of the consumer 360's remaining account forms (spec §5.8), without zod: the console's
 * forms read only these and must not bring the zod runtime with them (issue 18); `account-forms.ts` re-exports them.
 */
import { BANK_REFERENCE_MAX, IFSC_MAX } from './rules';

/** Spec §5.8: card charges amount decimal max 12 (characters, 2 decimals at most). */
export const CHARGE_AMOUNT_MAX = 12;
export const isDecimalAmount = (v: string, max: number): boolean =>
  v.length <= max && /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0;

export const CARD_CHARGE_TYPES = ['CARD_USAGE', 'SURCHARGE', 'LATE_PRESENTMENT'] as const;
/** Spec §5.8 payee: by VPA plus name, by mobile (10 digits) plus name, or by account number, IFSC plus beneficiary. */
export const PAYEE_KINDS = ['VPA', 'MOBILE', 'ACCOUNT'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];
export const CHARGE_MODES = ['ATM', 'ECOM', 'IMPS', 'POS'] as const;
export const NARRATION_MAX = 100;

/** The card-charge form's text fields and their longest values: the server refuses longer, the form says so. */
export const CARD_CHARGE_TEXT_MAX = {
  vpa: 100,
  payeeMobile: 10,
  accountNumber: 18,
  ifsc: IFSC_MAX,
  payeeName: 120,
  parentTxnId: 40,
  merchantName: 120,
  bankReferenceNumber: BANK_REFERENCE_MAX,
  narration1: NARRATION_MAX,
  narration2: NARRATION_MAX,
  narration3: NARRATION_MAX,
} as const;
export type CardChargeTextField = keyof typeof CARD_CHARGE_TEXT_MAX;

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

/** Spec §5.8 whitelist: mobile, PQ limit (a number), reason; 'whitelisted by' is the signed-in agent (read-only). */
export const WHITELIST_MESSAGES = {
  mobile: 'Mobile: 10 digits.',
  pqLimit: 'PQ limit: a positive number.',
  reason: 'Reason is required.',
  duplicate: 'This mobile is already whitelisted.',
} as const;
export const isPqLimit = (v: string): boolean => /^\d{1,9}(\.\d{1,2})?$/.test(v.trim()) && Number(v) > 0;
/** The largest PQ limit isPqLimit takes (9 digits, 2 decimals): the form refuses more with its message. */
export const PQ_LIMIT_MAX = 999_999_999.99;

/** Spec §5.8 'another form requires amount and comments': the manual refund (lending manual refund). */
export const MANUAL_REFUND_AMOUNT_MAX = 12;
