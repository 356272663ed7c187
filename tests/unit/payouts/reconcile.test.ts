import { describe, expect, it } from 'vitest';
import { reconcile, type BankLine, type BookPayout } from '../../../server/repositories/payout-recon-match';

const payout = (id: number, utr: string, amount: number, status: string, txnStatus: string): BookPayout => ({
  id,
  utr,
  amount,
  status,
  txnStatus,
});
const line = (utr: string, amount: number, status: BankLine['status']): BankLine => ({
  utr,
  amount,
  status,
  valueDay: '2026-10-31',
});

describe('matching payouts against a statement', () => {
  it('puts each payout and line in its group, with the reason', () => {
    const books = [
      payout(1, 'U1', 100, 'SUCCESS', 'SUCCESS'),
      payout(2, 'U2', 200, 'SUCCESS', 'SUCCESS'),
      payout(3, 'U3', 300, 'APPROVED', 'PENDING'),
      payout(4, 'U4', 400, 'FAILED', 'FAILED'),
      payout(5, '', 500, 'SUCCESS', 'SUCCESS'),
      payout(6, 'U6', 600, 'APPROVED', 'PENDING'),
      payout(7, 'U7', 700, 'SUCCESS', 'SUCCESS'),
    ];
    const rejected = payout(8, 'U8', 800, 'REJECTED', 'PENDING');
    const lines = [
      line('U1', 100, 'SUCCESS'),
      line('U2', 200.01, 'SUCCESS'),
      line('U3', 300, 'SUCCESS'),
      line('U4', 400, 'REVERSED'),
      line('U8', 800, 'SUCCESS'),
      line('U9', 900, 'SUCCESS'),
    ];
    const byUtr = new Map([...books, rejected].filter((p) => p.utr).map((p) => [p.utr, p]));
    const rows = reconcile(books, lines, byUtr).map((r) => [r.payout?.id ?? r.line?.utr, r.grp, r.reason]);
    expect(rows).toEqual([
      [1, 'MATCHED', 'MATCHED'],
      [2, 'MISMATCH', 'AMOUNT'],
      [3, 'MISMATCH', 'STATUS'],
      [4, 'MATCHED', 'MATCHED'],
      [8, 'MISMATCH', 'STATUS'],
      ['U9', 'STATEMENT_ONLY', 'UNKNOWN_UTR'],
      [5, 'BOOKS_ONLY', 'MISSING_UTR'],
      [6, 'BOOKS_ONLY', 'STILL_PENDING'],
      [7, 'BOOKS_ONLY', 'NOT_ON_STATEMENT'],
    ]);
  });
});
