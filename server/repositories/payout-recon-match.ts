import type { BankStatus, ReconGroup, ReconReason } from '../../contract/payouts/index.js';

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
