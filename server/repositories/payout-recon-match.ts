import type { BankStatus, ReconGroup, ReconReason } from '../../contract/payouts/index.js';
import type { PayoutReconItemTable } from '../db/tables/payout-recon.js';

/** A payout as the reconciliation reads it. */
export interface BookPayout {
  id: number;
  utr: string;
  amount: number;
  status: string;
  txnStatus: string;
}

/** A line of the bank's statement. */
export interface BankLine {
  utr: string;
  amount: number;
  status: BankStatus;
  valueDay: string;
}

export interface ReconRow {
  grp: ReconGroup;
  reason: ReconReason;
  payout: BookPayout | null;
  line: BankLine | null;
}

/** Payouts never sent to the bank: no statement line should name them. */
const NOT_SENT = new Set(['APPROVAL_PENDING', 'REJECTED']);
const cents = (n: number) => Math.round(n * 100);

/** Pure: do our books and the bank agree on what became of the transfer? REVERSED counts as FAILED. */
export function statusesAgree(payout: BookPayout, bank: BankStatus): boolean {
  if (NOT_SENT.has(payout.status)) return false;
  return payout.txnStatus === (bank === 'REVERSED' ? 'FAILED' : bank);
}

/** Pure: a payout and its statement line → matched, or the mismatch and what differs. */
function compare(payout: BookPayout, line: BankLine): ReconRow {
  const amount = cents(payout.amount) !== cents(line.amount);
  const status = !statusesAgree(payout, line.status);
  if (!amount && !status) return { grp: 'MATCHED', reason: 'MATCHED', payout, line };
  const reason: ReconReason = amount && status ? 'AMOUNT_AND_STATUS' : amount ? 'AMOUNT' : 'STATUS';
  return { grp: 'MISMATCH', reason, payout, line };
}

/**
 * Pure: the days' payouts (`books`: the ones sent to the bank, created on those days) matched against the
 * statement's lines by UTR. A line whose UTR names a payout of another day, or one never sent, is compared with that
 * payout (`byUtr`); a line naming none is on the statement only; a payout no line names is in our books only (no
 * UTR at all, its transfer still PENDING, or simply not on the statement).
 */
export function reconcile(
  books: readonly BookPayout[],
  lines: readonly BankLine[],
  byUtr: ReadonlyMap<string, BookPayout>,
): ReconRow[] {
  const rows: ReconRow[] = [];
  const seen = new Set<number>();
  for (const line of lines) {
    const payout = byUtr.get(line.utr);
    if (!payout) {
      rows.push({ grp: 'STATEMENT_ONLY', reason: 'UNKNOWN_UTR', payout: null, line });
      continue;
    }
    seen.add(payout.id);
    rows.push(compare(payout, line));
  }
  for (const payout of books) {
    if (seen.has(payout.id)) continue;
    const reason: ReconReason =
      payout.utr.trim() === '' ? 'MISSING_UTR' : payout.txnStatus === 'PENDING' ? 'STILL_PENDING' : 'NOT_ON_STATEMENT';
    rows.push({ grp: 'BOOKS_ONLY', reason, payout, line: null });
  }
  return rows;
}

/** A run's row as it is written to payout_recon_items (without its id and run id), its codes typed. */
export type ReconItem = Omit<PayoutReconItemTable, 'id' | 'run_id' | 'grp' | 'reason' | 'review_status'> & {
  grp: ReconGroup;
  reason: ReconReason;
  review_status: 'OPEN' | 'REVIEWED' | null;
};

/** What identifies a discrepancy across runs: the same payout or UTR, reason, amounts and statuses. */
export const discrepancyKey = (r: {
  reason: string;
  payout_id: number | null;
  utr: string | null;
  books_amount: number | null;
  bank_amount: number | null;
  books_txn_status: string | null;
  bank_status: string | null;
}) =>
  [
    r.reason,
    r.payout_id ?? '',
    r.utr ?? '',
    r.books_amount === null ? '' : Math.round(Number(r.books_amount) * 100),
    r.bank_amount === null ? '' : Math.round(Number(r.bank_amount) * 100),
    r.books_txn_status ?? '',
    r.bank_status ?? '',
  ].join('|');

/** Rows per insert when a run's rows are written (payout-recon.ts): each chunk is one turn of the event loop. */
export const RECON_WRITE_CHUNK = 200;

/**
 * A reconciliation ready to write, worked out in a worker thread (server/workers/heavy-work.ts), in the form that is
 * cheap to hand back to the event loop: 10,000 rows as objects cost it 17 ms (unloaded) to 170 ms (loaded) to
 * deserialize in one go, while the same rows as JSON text, RECON_WRITE_CHUNK rows a string, cost nothing to receive
 * and 0.1 ms a chunk to parse just before that chunk is written. `openKeys` (JSON of [row index, discrepancy key]
 * for the rows to review) is parsed only when an earlier review may carry over; `openUtrs` and `openPayoutIds` name
 * the rows whose earlier reviews are read.
 */
export interface ReconPlan {
  rows: number;
  itemChunks: string[];
  openKeys: string;
  openUtrs: string[];
  openPayoutIds: number[];
}

/** Pure: the rows of `reconcile` as payout_recon_items rows, with what `ReconPlan` says. */
export function reconPlan(
  books: readonly BookPayout[],
  lines: readonly BankLine[],
  byUtr: ReadonlyMap<string, BookPayout>,
): ReconPlan {
  const items: ReconItem[] = reconcile(books, lines, byUtr).map(({ grp, reason, payout, line }) => ({
    grp,
    reason,
    payout_id: payout?.id ?? null,
    utr: line?.utr ?? (payout?.utr || null),
    books_amount: payout?.amount ?? null,
    books_status: payout?.status ?? null,
    books_txn_status: payout?.txnStatus ?? null,
    bank_amount: line?.amount ?? null,
    bank_status: line?.status ?? null,
    value_day: line?.valueDay ?? null,
    review_status: grp === 'MATCHED' ? null : 'OPEN',
    review_remarks: null,
    reviewed_by: null,
    reviewed_at: null,
  }));
  const openKeys: [number, string][] = [];
  const utrs = new Set<string>();
  const payoutIds = new Set<number>();
  items.forEach((item, index) => {
    if (item.review_status !== 'OPEN') return;
    openKeys.push([index, discrepancyKey(item)]);
    if (item.utr) utrs.add(item.utr);
    else if (item.payout_id !== null) payoutIds.add(item.payout_id);
  });
  const itemChunks: string[] = [];
  for (let i = 0; i < items.length; i += RECON_WRITE_CHUNK)
    itemChunks.push(JSON.stringify(items.slice(i, i + RECON_WRITE_CHUNK)));
  return {
    rows: items.length,
    itemChunks,
    openKeys: JSON.stringify(openKeys),
    openUtrs: [...utrs],
    openPayoutIds: [...payoutIds],
  };
}
