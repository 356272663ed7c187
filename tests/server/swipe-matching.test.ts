import { describe, expect, it } from 'vitest';
import { reconcileTxns } from '../../contract/recon/rules.js';
import { matchSwipeLines } from '../../server/jobs/swipe-matching.js';

/**
 * The swipe backtest matches on the settlement reconciliation's rule (issue 45 item 1): the same lines give the same
 * four outcomes as /recon/upload-file would (by RRN, then amount in whole paise), with the backtest's totals.
 */
describe('card-swipe matching on the settlement rule', () => {
  const book = [
    { rrn: '100000000001', amountPaise: 50_000 },
    { rrn: '100000000002', amountPaise: 75_050 },
    { rrn: '100000000003', amountPaise: 12_000 },
  ];
  const acquirer = [
    { rrn: '100000000001', amountPaise: 50_000 },
    { rrn: '100000000002', amountPaise: 75_000 },
    { rrn: '100000000009', amountPaise: 9_900 },
  ];

  it('names each RRN matched, mismatched (amount), ours only or theirs only, with counts and paise totals', () => {
    const { outcomes, totals } = matchSwipeLines(book, acquirer);
    expect(Object.fromEntries(outcomes)).toEqual({
      '100000000001': 'MATCHED',
      '100000000002': 'MISMATCHED',
      '100000000003': 'OURS_ONLY',
      '100000000009': 'THEIRS_ONLY',
    });
    // Unmatched ₹: our amount where we have the line (75,050 + 12,000 paise), theirs where we do not (9,900).
    expect(totals).toEqual({ matched: 1, matchedPaise: 50_000, unmatched: 3, unmatchedPaise: 96_950 });
  });

  it('agrees with reconcileTxns, the rule /recon/upload-file applies, on the same lines', () => {
    const txns = book.map((l) => ({ txnId: l.rrn, rrn: l.rrn, paise: l.amountPaise, status: 'SUCCESS', day: '' }));
    const lines = acquirer.map((l, i) => ({
      ref: l.rrn,
      amount: l.amountPaise / 100,
      paise: l.amountPaise,
      status: 'SUCCESS' as const,
      day: '',
      line: i + 1,
    }));
    const groups = reconcileTxns(lines, new Map(txns.map((t) => [t.rrn, t])), txns).map((r) => [
      r.line?.ref ?? r.txn!.rrn,
      r.grp,
    ]);
    expect(groups).toEqual([
      ['100000000001', 'MATCHED'],
      ['100000000002', 'MISMATCH'],
      ['100000000009', 'STATEMENT_ONLY'],
      ['100000000003', 'BOOKS_ONLY'],
    ]);
  });
});
