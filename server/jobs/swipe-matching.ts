/**
 * The card-swipe reconciliation's matching for the backtest (issue 45 item 1), on the ONE matching rule of the
 * settlement reconciliation (/recon/upload-file: reconcileTxns in contract/recon/rules.ts, by RRN and amount in whole
 * paise). The backtest reads `swipe_recon_lines` (the card-swipe lines of a business day, our books' side BOOK and the
 * acquirer's settlement side ACQUIRER, each with when it arrived) and `swipe_recon_days` (what the first run of the day
 * recorded); this module only turns those lines into the rule's input and its four groups into the backtest's outcomes.
 * Card-swipe lines carry no status: both sides are settled (SUCCESS) lines, so only the amount can disagree.
 */
import { reconcileTxns, type BookTxn, type ReconGroup, type SettlementRow } from '../../contract/recon/rules.js';

export interface SwipeLine {
  rrn: string;
  amountPaise: number;
}

export type SwipeOutcome = 'MATCHED' | 'MISMATCHED' | 'OURS_ONLY' | 'THEIRS_ONLY';

export interface SwipeTotals {
  matched: number;
  matchedPaise: number;
  unmatched: number;
  unmatchedPaise: number;
}

export interface SwipeMatch {
  totals: SwipeTotals;
  /** Each RRN's outcome. */
  outcomes: Map<string, SwipeOutcome>;
}

/** The settlement reconciliation's groups as the backtest names them. */
const OUTCOME_OF: Readonly<Record<ReconGroup, SwipeOutcome>> = {
  MATCHED: 'MATCHED',
  MISMATCH: 'MISMATCHED',
  BOOKS_ONLY: 'OURS_ONLY',
  STATEMENT_ONLY: 'THEIRS_ONLY',
};

/** One line per RRN and side (the newest wins), as a settlement file holds each reference once. */
const byRrn = (lines: readonly SwipeLine[]) => new Map(lines.map((l) => [l.rrn, l.amountPaise]));

/**
 * Matched: the RRN on both sides with the same amount; mismatched: on both, amounts differ; ours only / theirs only.
 * Matched ₹ is the matched lines' amount; unmatched ₹ our amount (theirs where we have none).
 */
export function matchSwipeLines(book: readonly SwipeLine[], acquirer: readonly SwipeLine[]): SwipeMatch {
  const ours = [...byRrn(book)].map(([rrn, paise]): BookTxn => ({
    txnId: rrn,
    rrn,
    paise,
    status: 'SUCCESS',
    day: '',
  }));
  const lines = [...byRrn(acquirer)].map(([ref, paise], i): SettlementRow & { line: number } => ({
    ref,
    amount: paise / 100,
    paise,
    status: 'SUCCESS',
    day: '',
    line: i + 1,
  }));
  const rows = reconcileTxns(lines, new Map(ours.map((t) => [t.rrn, t])), ours);
  const outcomes = new Map<string, SwipeOutcome>();
  const totals: SwipeTotals = { matched: 0, matchedPaise: 0, unmatched: 0, unmatchedPaise: 0 };
  for (const { grp, txn, line } of rows) {
    const outcome = OUTCOME_OF[grp];
    outcomes.set(line?.ref ?? txn!.rrn, outcome);
    const paise = txn?.paise ?? line!.paise;
    if (outcome === 'MATCHED') {
      totals.matched++;
      totals.matchedPaise += paise;
    } else {
      totals.unmatched++;
      totals.unmatchedPaise += paise;
    }
  }
  return { totals, outcomes };
}
