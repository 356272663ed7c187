/**
 * Merchant-transaction reconciliation (issue 45 item 1; spec §2.3 /recon/upload-file and /recon/on-spot, titles
 * only): an acquirer's or a bank's settlement file matched against our merchant transactions by RRN/UTR and amount.
 * It shares the payout reconciliation's four groups, review body and messages (contract/payouts/recon.ts); the file
 * formats (docs/recon-settlement-files.md), keys, messages and the match rules below are ours (README).
 */
import type { RowSpec } from '../uploads/row-spec';
import { isoDay } from '../uploads/row-spec';
import { RECON_GROUPS, RECON_MESSAGES, type ReconGroup, type ReconReason } from '../payouts/recon';

export { RECON_GROUPS, RECON_MESSAGES, reconReviewBody, type ReconGroup, type ReconReason } from '../payouts/recon';

export { RECON_REVIEW_KEY, RECON_UPLOAD_KEY, RECON_VIEW_KEY } from './keys';

/** Who sent the file: the card/UPI acquirer's settlement report or the bank's statement. */
export const SETTLEMENT_SOURCES = ['ACQUIRER', 'BANK'] as const;
export type SettlementSource = (typeof SETTLEMENT_SOURCES)[number];
/** The upload kind (contract/uploads/rows.ts) of each source's file: checked by the same worker as every upload. */
export const SETTLEMENT_KIND = { ACQUIRER: 'recon-acquirer', BANK: 'recon-bank' } as const;

/** The columns of each file, in the sample files' order (docs/recon-settlement-files.md). */
export const ACQUIRER_COLUMNS = ['rrn', 'amount', 'status', 'txnDate'] as const;
export const BANK_COLUMNS = ['utr', 'amount', 'status', 'valueDate'] as const;

/** What the file says became of the transaction. */
export const SETTLEMENT_STATUSES = ['SUCCESS', 'FAILED'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** Ours (README): at most 10,000 lines in one settlement file (the 1 MB CSV limit bounds it too). */
export const MAX_SETTLEMENT_FILE_ROWS = 10_000;

/** A run's state, from its rows: nothing to review, rows still OPEN, or every row reviewed. */
export const RUN_STATES = ['CLEAN', 'OPEN', 'REVIEWED'] as const;
export type RunState = (typeof RUN_STATES)[number];

/** The reasons a merchant-transaction row can have (a subset of the payout reconciliation's). */
export const TXN_RECON_REASONS = [
  'MATCHED',
  'NOT_ON_STATEMENT',
  'UNKNOWN_UTR',
  'AMOUNT',
  'STATUS',
  'AMOUNT_AND_STATUS',
] as const satisfies readonly ReconReason[];

export const SETTLEMENT_CELL_MESSAGES = {
  required: 'Required.',
  ref: 'RRN/UTR: letters and digits only, 6 to 30.',
  amount: 'Amount must be a number greater than 0 with at most 12 digits and 2 decimals.',
  status: `Status must be one of ${SETTLEMENT_STATUSES.join(', ')}.`,
  date: 'Must be a date as yyyy-MM-dd.',
} as const;

export const TXN_RECON_MESSAGES = {
  ...RECON_MESSAGES,
  uploaded: (id: number, rows: number) => `Settlement file checked: run #${id}, ${rows} lines reconciled.`,
  duplicate: (id: number) => `This file was already uploaded (run #${id}): the same file cannot be reconciled twice.`,
  refFormat: 'Enter an RRN or UTR: letters and digits only, 6 to 30.',
} as const;

const M = SETTLEMENT_CELL_MESSAGES;
type CellRule = (value: string) => string | null;
/** Pure: an RRN or UTR as the files and the on-spot search take it. */
export const isSettlementRef = (v: string): boolean => /^[A-Za-z0-9]{6,30}$/.test(v);
const ref: CellRule = (v) => (v === '' ? M.required : isSettlementRef(v) ? null : M.ref);
const amount: CellRule = (v) =>
  v === '' ? M.required : /^\d{1,12}(\.\d{1,2})?$/.test(v) && Number(v) > 0 ? null : M.amount;
const status: CellRule = (v) =>
  v === '' ? M.required : (SETTLEMENT_STATUSES as readonly string[]).includes(v.toUpperCase()) ? null : M.status;
const day: CellRule = (v) => (v === '' ? M.required : isoDay(v) === null ? M.date : null);

/** A settlement file's line as applied: the reference, the amount in rupees and in whole paise, status and day. */
export interface SettlementRow {
  ref: string;
  amount: number;
  paise: number;
  status: SettlementStatus;
  day: string;
}

const row = (r: string, a: string, s: string, d: string): SettlementRow => ({
  ref: r.toUpperCase(),
  amount: Number(a),
  paise: Math.round(Number(a) * 100),
  status: s.toUpperCase() as SettlementStatus,
  day: d,
});

export const acquirerFileSpec: RowSpec<(typeof ACQUIRER_COLUMNS)[number], SettlementRow> = {
  cells: { rrn: ref, amount, status, txnDate: day },
  normalise: (r) => row(r.rrn, r.amount, r.status, r.txnDate),
};

export const bankFileSpec: RowSpec<(typeof BANK_COLUMNS)[number], SettlementRow> = {
  cells: { utr: ref, amount, status, valueDate: day },
  normalise: (r) => row(r.utr, r.amount, r.status, r.valueDate),
};

/** Our merchant transaction as the reconciliation reads it. */
export interface BookTxn {
  txnId: string;
  rrn: string;
  paise: number;
  status: string;
  day: string;
}

/** Pure: do we and the file agree on what became of it? SUCCESS ↔ SUCCESS; FAILED ↔ FAILED or REJECTED. */
export function txnStatusesAgree(ours: string, theirs: string): boolean {
  if (theirs === 'SUCCESS') return ours === 'SUCCESS';
  return ours === 'FAILED' || ours === 'REJECTED';
}

export interface TxnReconRow {
  grp: ReconGroup;
  reason: (typeof TXN_RECON_REASONS)[number];
  txn: BookTxn | null;
  line: (SettlementRow & { line: number }) | null;
}

/**
 * Pure: the file's lines matched against our transactions by RRN/UTR (`byRef`, every transaction a line names) and
 * amount in whole paise: matched; mismatched (same reference, different amount or status); theirs only (no
 * transaction of ours has that reference); then ours only: a successful transaction of the file's days (`expected`)
 * that no line names. A duplicate reference in one file never gets here (the upload refuses it, naming both lines).
 */
export function reconcileTxns(
  lines: readonly (SettlementRow & { line: number })[],
  byRef: ReadonlyMap<string, BookTxn>,
  expected: readonly BookTxn[],
): TxnReconRow[] {
  const rows: TxnReconRow[] = [];
  const named = new Set<string>();
  for (const line of lines) {
    const txn = byRef.get(line.ref);
    named.add(line.ref);
    if (!txn) {
      rows.push({ grp: 'STATEMENT_ONLY', reason: 'UNKNOWN_UTR', txn: null, line });
      continue;
    }
    const amountDiffers = txn.paise !== line.paise;
    const statusDiffers = !txnStatusesAgree(txn.status, line.status);
    if (!amountDiffers && !statusDiffers) rows.push({ grp: 'MATCHED', reason: 'MATCHED', txn, line });
    else
      rows.push({
        grp: 'MISMATCH',
        reason: amountDiffers && statusDiffers ? 'AMOUNT_AND_STATUS' : amountDiffers ? 'AMOUNT' : 'STATUS',
        txn,
        line,
      });
  }
  for (const txn of expected)
    if (!named.has(txn.rrn)) rows.push({ grp: 'BOOKS_ONLY', reason: 'NOT_ON_STATEMENT', txn, line: null });
  return rows;
}

/** Pure: a run's state from its rows to review and those still open. */
export const runStateOf = (toReview: number, open: number): RunState =>
  toReview === 0 ? 'CLEAN' : open > 0 ? 'OPEN' : 'REVIEWED';

/** Re-exported for the console's labels. */
export const TXN_RECON_GROUPS: readonly ReconGroup[] = RECON_GROUPS;
