/**
 * The Deposit menu's two uploads (spec §2.3 /deposit/merchant-cashback → §7.7 multipart /investment/merchant-cashback;
 * /deposit/upload → multipart /bp-account/bulk-upload): one row spec each, read by rows.ts beside the merchant-support
 * kinds, so the console's CSV worker and the server check them the same way. Columns and messages are ours (README).
 */
import type { RowSpec } from './row-spec';

export const DEPOSIT_CELL_MESSAGES = {
  required: 'Required.',
  merchantId: 'Merchant ID must contain only numbers.',
  merchantIdLength: 'Merchant ID must be at most 10 digits.',
  amount: 'Amount must be a number greater than 0 with at most 12 digits and 2 decimals.',
  reference: 'Reference: letters and digits only, at most 40.',
  accountNo: 'Account number: letters and digits only, at most 20.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
} as const;

type CellRule = (value: string) => string | null;

const M = DEPOSIT_CELL_MESSAGES;
const merchantId: CellRule = (v) =>
  v === '' ? M.required : !/^\d+$/.test(v) ? M.merchantId : v.length > 10 ? M.merchantIdLength : null;
const amount: CellRule = (v) =>
  v === '' ? M.required : /^\d{1,12}(\.\d{1,2})?$/.test(v) && Number(v) > 0 ? null : M.amount;
const reference: CellRule = (v) => (v === '' ? M.required : /^[A-Za-z0-9]{1,40}$/.test(v) ? null : M.reference);
const accountNo: CellRule = (v) => (v === '' ? M.required : /^[A-Za-z0-9]{1,20}$/.test(v) ? null : M.accountNo);
const remarks: CellRule = (v) => (v.length > 300 ? M.tooLong(300) : null);

/** A cashback credited to a merchant's deposit (investment) account. */
export const merchantCashbackSpec: RowSpec<'merchantId' | 'amount' | 'reference' | 'remarks', MerchantCashbackRow> = {
  cells: { merchantId, amount, reference, remarks },
  normalise: (r) => ({
    merchantId: r.merchantId,
    amount: Number(r.amount),
    reference: r.reference,
    remarks: r.remarks,
  }),
};

/** A deposit credited to a deposit (BP) account by its account number. */
export const depositBulkSpec: RowSpec<'accountNo' | 'amount' | 'reference' | 'remarks', DepositBulkRow> = {
  cells: { accountNo, amount, reference, remarks },
  normalise: (r) => ({
    accountNo: r.accountNo.toUpperCase(),
    amount: Number(r.amount),
    reference: r.reference,
    remarks: r.remarks,
  }),
};

export interface MerchantCashbackRow {
  merchantId: string;
  amount: number;
  reference: string;
  remarks: string;
}

export interface DepositBulkRow {
  accountNo: string;
  amount: number;
  reference: string;
  remarks: string;
}

/** Our choice (README): a deposit file holds at most 10,000 rows, like P2PM. */
export const MAX_DEPOSIT_ROWS = 10_000;
