/**
 * The P2P variable-earning upload (spec §2.3 /p2p/variable-earning, §6 CAN_UPLOAD_DYNAMIC_INTEREST_FILE): the dynamic
 * interest file, one row per P2P account and day, read by rows.ts beside the other kinds so the console's CSV worker
 * and the server check it the same way. Columns, messages and the earning formula are ours (README).
 */
import type { RowSpec } from './row-spec';

export const P2P_CELL_MESSAGES = {
  required: 'Required.',
  accountNo: 'Account number: letters and digits only, at most 20.',
  interestRate: 'Interest rate must be a number above 0 and at most 36, with at most 2 decimals.',
  forDate: 'For date must be a date as yyyy-MM-dd.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
} as const;

type CellRule = (value: string) => string | null;
const M = P2P_CELL_MESSAGES;

const accountNo: CellRule = (v) => (v === '' ? M.required : /^[A-Za-z0-9]{1,20}$/.test(v) ? null : M.accountNo);
const interestRate: CellRule = (v) =>
  v === '' ? M.required : /^\d{1,2}(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) <= 36 ? null : M.interestRate;
/** Pure: a real calendar date as yyyy-MM-dd. */
export function isIsoDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}
const forDate: CellRule = (v) => (v === '' ? M.required : isIsoDate(v) ? null : M.forDate);
const remarks: CellRule = (v) => (v.length > 300 ? M.tooLong(300) : null);

export interface VariableEarningRow {
  accountNo: string;
  interestRate: number;
  forDate: string;
  remarks: string;
}

/** One day's variable earning of a P2P account: its annual rate (%) for that day. */
export const variableEarningSpec: RowSpec<'accountNo' | 'interestRate' | 'forDate' | 'remarks', VariableEarningRow> = {
  cells: { accountNo, interestRate, forDate, remarks },
  normalise: (r) => ({
    accountNo: r.accountNo.toUpperCase(),
    interestRate: Number(r.interestRate),
    forDate: r.forDate,
    remarks: r.remarks,
  }),
};

/**
 * Pure: one day's earning on a balance at an annual rate (simple interest, 365-day year), in paise-rounded rupees.
 * The server credits it; the README states the formula.
 */
export const dailyEarning = (balance: number, annualRatePct: number): number =>
  Math.round((balance * annualRatePct) / 365) / 100;

/** The reference a day's earning is credited under: one per account and day, so a day is never credited twice. */
export const earningReference = (forDate: string): string => `VE${forDate.replaceAll('-', '')}`;

/** Our choice (README): a dynamic interest file holds at most 10,000 rows, like the deposit files. */
export const MAX_VARIABLE_EARNING_ROWS = 10_000;
