import { amountProblem, validAmount } from '../../common/amount-input';

export interface CashbackInput {
  consumerId: string;
  txnId: string;
  amount: string;
  remarks: string;
}

/** The server's limits (server/routes/crm/maker-checker-schema.ts cashbackRequestBody). */
export const TXN_ID_MAX = 50;
export const REMARKS_MAX = 300;
/** Spec §9 'cashback amount max 3 characters' (the plain amount: digits and point). */
export const AMOUNT_LIMITS = { maxChars: 3 };

export const EMPTY_CASHBACK: CashbackInput = { consumerId: '', txnId: '', amount: '', remarks: '' };

/** Pure: the i18n key of each field's error (spec §9: cashback amount max 3 characters; lookup id max 12 digits). */
export function cashbackErrors(v: CashbackInput): Partial<Record<keyof CashbackInput, string>> {
  const errors: Partial<Record<keyof CashbackInput, string>> = {};
  if (v.consumerId && !/^\d{1,12}$/.test(v.consumerId.trim()))
    errors.consumerId = 'pages.goodwill_cashback.invalid_consumer';
  if (amountProblem(v.amount, AMOUNT_LIMITS)) errors.amount = 'pages.goodwill_cashback.invalid_amount';
  // Too long is said, never cut: the inputs take whatever is typed or pasted (issue 41 item 2).
  if (v.txnId.trim().length > TXN_ID_MAX) errors.txnId = 'pages.goodwill_cashback.txn_id_too_long';
  if (v.remarks.trim().length > REMARKS_MAX) errors.remarks = 'pages.goodwill_cashback.remarks_too_long';
  return errors;
}

/** Pure: every field filled and none in error. */
export function cashbackReady(v: CashbackInput): boolean {
  const filled = v.consumerId.trim() && v.txnId.trim() && v.amount.trim() && v.remarks.trim();
  return Boolean(filled) && Object.keys(cashbackErrors(v)).length === 0;
}

/** Pure: what is sent: the amount as the server reads it (₹ and grouping taken out), the rest trimmed by the server. */
export function cashbackBody(v: CashbackInput): CashbackInput {
  return { ...v, amount: validAmount(v.amount, AMOUNT_LIMITS)?.plain ?? v.amount };
}
