import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr, orNotAvailable } from '../../format';
import { validAmount, type AmountLimits } from '../../common/amount-input';
import { NOTE_MAX, withinLength } from '../../common/RequiredField';

/** A company account as GET …/internal-account-transfer/accounts answers it. */
export interface InternalAccount {
  id: number;
  name: string;
  bank: string;
  accountNo: string;
  ifsc: string;
  balance: number;
}

/** A transfer as …/history answers it. */
export interface TransferRecord {
  id: number;
  requestId: number;
  amount: number;
  channel: string;
  status: string;
  utr: string | null;
  fromAccount: string;
  toAccount: string;
  makerEmail: string;
  checkerEmail: string | null;
  checkerRemarks: string | null;
  remarks: string;
  createdAt: number;
  decidedAt: number | null;
}

export interface TransferForm {
  fromAccountId: string;
  toAccountId: string;
  amount: string;
  channel: string;
  remarks: string;
}

export const EMPTY_TRANSFER: TransferForm = {
  fromAccountId: '',
  toAccountId: '',
  amount: '',
  channel: 'NEFT',
  remarks: '',
};

/** The server's limits: an amount of at most 12 digits and 2 decimals (Indian grouping read), remarks of 300. */
export const TRANSFER_AMOUNT: AmountLimits = { max: 999_999_999_999.99 };
export const TRANSFER_REMARKS_MAX = NOTE_MAX;

/**
 * Pure: the form as the request body, or null while it is incomplete or refused (two different accounts, an amount
 * > 0 within TRANSFER_AMOUNT — "15,00,000" reads as 1500000 —, remarks of at most 300 characters).
 */
export function transferBody(f: TransferForm) {
  const amount = validAmount(f.amount, TRANSFER_AMOUNT);
  if (!f.fromAccountId || !f.toAccountId || f.fromAccountId === f.toAccountId) return null;
  if (!amount || !f.remarks.trim() || !withinLength(f.remarks, TRANSFER_REMARKS_MAX)) return null;
  return {
    fromAccountId: Number(f.fromAccountId),
    toAccountId: Number(f.toAccountId),
    amount: amount.value,
    channel: f.channel as 'IMPS' | 'NEFT' | 'RTGS' | 'UPI',
    remarks: f.remarks.trim(),
  };
}

/** Pure: what the transfer decision dialog restates: how much, from which account to which, over what, and next. */
export function transferDecisionSummary(
  t: TransferRecord,
  isApproved: boolean,
  translate: (key: string, options?: Record<string, unknown>) => string,
): DecisionSummary {
  const amount = formatInr(t.amount);
  return {
    subject: `${translate('investments.kinds.INTERNAL_TRANSFER')} #${t.requestId}`,
    facts: [
      [translate('investments.fields.amount'), amount],
      [translate('investments.fields.from_account'), t.fromAccount],
      [translate('investments.fields.to_account'), t.toAccount],
      [translate('investments.fields.channel'), t.channel],
      [translate('investments.maker'), t.makerEmail],
      [translate('pages.approvals.decision.maker_remarks'), orNotAvailable(t.remarks)],
    ],
    next: isApproved
      ? translate('pages.approvals.decision.next_transfer', { amount })
      : translate('pages.approvals.decision.next_reject'),
  };
}
