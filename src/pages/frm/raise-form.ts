import { FRM_CATEGORIES, FRM_RULES, type FrmCategory } from '../../../contract/frm/rules';
import { amountProblem, validAmount, type AmountProblem } from '../../common/amount-input';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr } from '../../format';

/** The chargeback row an FRM complaint is raised on (spec §3.2 fields the dialog restates). */
export interface FrmTransaction {
  id: number;
  merchant_id: string;
  payment_transaction_id: string;
  bank_reference_no: string;
  amount: number;
}

export interface FrmRaiseInput {
  category: FrmCategory | '';
  description: string;
  amount: string;
}

/** Pure: the form as it opens: no category or description yet, the amount at risk the transaction's whole amount. */
export const initialRaise = (txn: FrmTransaction): FrmRaiseInput => ({
  category: '',
  description: '',
  amount: String(txn.amount),
});

export interface FrmRaiseErrors {
  category?: string;
  description?: string;
  amount?: AmountProblem;
}

/** Pure: each field's problem, said not cut: a description too long, an amount not positive or above the transaction's. */
export function raiseErrors(v: FrmRaiseInput, txn: FrmTransaction): FrmRaiseErrors {
  const errors: FrmRaiseErrors = {};
  if (v.category !== '' && !FRM_CATEGORIES.includes(v.category)) errors.category = 'frm.raise.category_invalid';
  if (v.description.trim().length > FRM_RULES.descriptionMax) errors.description = 'frm.raise.description_too_long';
  const amount = amountProblem(v.amount, { max: txn.amount });
  if (amount) errors.amount = amount;
  return errors;
}

/** Pure: every field filled and none in error. */
export function raiseReady(v: FrmRaiseInput, txn: FrmTransaction): boolean {
  const filled = v.category !== '' && v.description.trim() !== '' && v.amount.trim() !== '';
  return filled && Object.keys(raiseErrors(v, txn)).length === 0;
}

/** Pure: what is sent (only when raiseReady). */
export function raiseBody(v: FrmRaiseInput, txn: FrmTransaction) {
  return {
    transactionId: txn.id,
    category: v.category as FrmCategory,
    description: v.description.trim(),
    amountAtRisk: validAmount(v.amount, { max: txn.amount })?.value ?? Number.NaN,
  };
}

/** Pure: what the dialog restates: merchant, transaction, RRN, the transaction's amount and the amount at risk. */
export function raiseSummary(
  v: FrmRaiseInput,
  txn: FrmTransaction,
  translate: (key: string, args?: Record<string, unknown>) => string,
): DecisionSummary {
  const amount = validAmount(v.amount, { max: txn.amount });
  return {
    subject: translate('frm.raise.subject', { id: txn.payment_transaction_id }),
    facts: [
      [translate('frm.field.merchant'), txn.merchant_id],
      [translate('frm.field.transaction'), txn.payment_transaction_id],
      [translate('frm.field.rrn'), txn.bank_reference_no],
      [translate('frm.field.txn_amount'), formatInr(txn.amount)],
      [translate('frm.field.amount_at_risk'), amount ? formatInr(amount.value) : '—'],
    ],
    next: translate('frm.raise.next'),
  };
}
