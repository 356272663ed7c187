/**
 * The card-swipe reconciliation's matching, kept small and on its own so the backtest can later use the settlement
 * matching of /recon/upload-file instead (issue 45 item 1): our books against the acquirer's settlement lines of a
 * day, by RRN, then amount.
 */
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

/**
 * Matched: the RRN on both sides with the same amount; mismatched: on both, amounts differ; ours only / theirs only.
 * Matched ₹ is the matched lines' amount; unmatched ₹ our amount (theirs where we have none).
 */
export function matchSwipeLines(book: readonly SwipeLine[], acquirer: readonly SwipeLine[]): SwipeMatch {
  const theirs = new Map(acquirer.map((l) => [l.rrn, l.amountPaise]));
  const ours = new Map(book.map((l) => [l.rrn, l.amountPaise]));
  const outcomes = new Map<string, SwipeOutcome>();
  const totals: SwipeTotals = { matched: 0, matchedPaise: 0, unmatched: 0, unmatchedPaise: 0 };
  for (const [rrn, amount] of ours) {
    const other = theirs.get(rrn);
    const outcome: SwipeOutcome = other === undefined ? 'OURS_ONLY' : other === amount ? 'MATCHED' : 'MISMATCHED';
    outcomes.set(rrn, outcome);
    if (outcome === 'MATCHED') {
      totals.matched++;
      totals.matchedPaise += amount;
    } else {
      totals.unmatched++;
      totals.unmatchedPaise += amount;
    }
  }
  for (const [rrn, amount] of theirs) {
    if (ours.has(rrn)) continue;
    outcomes.set(rrn, 'THEIRS_ONLY');
    totals.unmatched++;
    totals.unmatchedPaise += amount;
  }
  return { totals, outcomes };
}
