import { z } from 'zod';

/** Settlement account or loan-repayment account (/bank-change vs /bank-change-loan). */
export const BANK_PURPOSES = ['SETTLEMENT', 'LOAN'] as const;
export type BankPurpose = (typeof BANK_PURPOSES)[number];

/** Spec §9 'IFSC max 11'; the format is the RBI one: 4 letters, a zero, 6 letters or digits. */
export const IFSC_MAX = 11;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const IFSC_TOO_LONG = 'Cannot be more than 11 characters.';
export const IFSC_FORMAT = 'IFSC: 4 letters, then 0, then 6 letters or digits (e.g. HDFC0001234).';
export const ACCOUNT_FORMAT = 'Account number: 9 to 18 digits.';
export const NAME_FORMAT = 'Beneficiary name: 3 to 100 letters, spaces, dots or &.';
export const REMARKS_REQUIRED = 'Remarks are required.';
export const MERCHANT_ID_FORMAT = 'Merchant ID: digits only, at most 10.';

/** Spec §8 toasts. */
export const BANK_UPDATED = 'Bank details updated successfully!';
export const bankUpdateError = (message: string) => `Error updating bank details: ${message}`;

/** Spec §3.6: a bank entry's label is the first 4 characters of the IFSC plus the last 4 of the account number. */
export const bankLabel = (ifsc: string, accountNumber: string): string =>
  `${ifsc.slice(0, 4)}${accountNumber.slice(-4)}`;

export const merchantId = z
  .string({ error: MERCHANT_ID_FORMAT })
  .trim()
  .regex(/^\d{1,10}$/, MERCHANT_ID_FORMAT);
export const ifsc = z
  .string({ error: IFSC_FORMAT })
  .trim()
  .toUpperCase()
  .max(IFSC_MAX, IFSC_TOO_LONG)
  .regex(IFSC_PATTERN, IFSC_FORMAT);
export const accountNumber = z
  .string({ error: ACCOUNT_FORMAT })
  .trim()
  .regex(/^\d{9,18}$/, ACCOUNT_FORMAT);
export const beneficiaryName = z
  .string({ error: NAME_FORMAT })
  .trim()
  .min(3, NAME_FORMAT)
  .max(100, NAME_FORMAT)
  .regex(/^[A-Za-z][A-Za-z .&]*$/, NAME_FORMAT);
export const remarks = z
  .string({ error: REMARKS_REQUIRED })
  .trim()
  .min(1, REMARKS_REQUIRED)
  .max(300, 'Cannot be more than 300 characters.');

/** POST /bank-ac/verify. */
export const bankVerifyBody = z.object({ merchantId, purpose: z.enum(BANK_PURPOSES), accountNumber, ifsc }).strict();
export type BankVerifyBody = z.output<typeof bankVerifyBody>;

/** POST /merchants/{id}/bank-change/request: the account proposed and the verification that checked it. */
export const bankChangeBody = z
  .object({
    purpose: z.enum(BANK_PURPOSES),
    accountNumber,
    ifsc,
    beneficiaryName,
    verificationId: z.number({ error: 'Verify the account first.' }).int().positive('Verify the account first.'),
    remarks,
  })
  .strict();
export type BankChangeBody = z.output<typeof bankChangeBody>;

/** What /bank-ac/verify answers (and what a bank change request shows beside the merchant's name). */
export const bankVerificationDto = z.object({
  verificationId: z.number().int(),
  merchantId: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
  /** SUCCESS: the penny drop went through; FAILED: it did not (no name). */
  result: z.enum(['SUCCESS', 'FAILED']),
  nameAtBank: z.string().nullable(),
  merchantName: z.string(),
  /** 0-100: how closely the name at the bank matches the merchant's name. */
  matchScore: z.number().int(),
  nameMatch: z.enum(['MATCH', 'MISMATCH', 'NONE']),
  reference: z.string(),
  message: z.string(),
  createdAt: z.number(),
});
export type BankVerificationDto = z.output<typeof bankVerificationDto>;

/** A score at or above this counts as a name match. */
export const NAME_MATCH_AT = 80;

const TITLES = new Set(['M', 'S', 'MS', 'MR', 'MRS', 'SHRI', 'SMT', 'DR']);
const tokens = (name: string): string[] =>
  name
    .toUpperCase()
    .replace(/[^A-Z ]+/g, ' ')
    .split(/\s+/)
    .filter((t) => t.length > 0 && !TITLES.has(t));

/** Pure: 0-100, how many words the two names share (Dice coefficient over words, titles ignored). */
export function nameMatchScore(a: string, b: string): number {
  const [x, y] = [tokens(a), tokens(b)];
  if (x.length === 0 || y.length === 0) return 0;
  const rest = [...y];
  let common = 0;
  for (const t of x) {
    const i = rest.indexOf(t);
    if (i >= 0) {
      common += 1;
      rest.splice(i, 1);
    }
  }
  return Math.round((200 * common) / (x.length + y.length));
}
