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

/** Pure: the form as the request body, or null while it is incomplete (two different accounts, amount > 0, remarks). */
export function transferBody(f: TransferForm) {
  const amount = Number(f.amount);
  if (!f.fromAccountId || !f.toAccountId || f.fromAccountId === f.toAccountId) return null;
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(f.amount.trim()) || !(amount > 0) || !f.remarks.trim()) return null;
  return {
    fromAccountId: Number(f.fromAccountId),
    toAccountId: Number(f.toAccountId),
    amount,
    channel: f.channel as 'IMPS' | 'NEFT' | 'RTGS' | 'UPI',
    remarks: f.remarks.trim(),
  };
}
