import { describe, expect, it } from 'vitest';
import {
  forceWithdrawSummary,
  interestSummary,
  matchesMember,
  networthTotal,
  refundSummary,
} from '../../../src/pages/tp-club/club-summaries';
import { formatInr } from '../../../src/format';

/** Echoes the key and its arguments, so a test sees what each line was built from. */
const translate = (key: string, args?: Record<string, unknown>) => (args ? `${key} ${JSON.stringify(args)}` : key);
const m = {
  id: 7,
  accountNo: 'CLUB0007',
  holderName: 'Asha Rao',
  status: 'ACTIVE',
  balance: 125000.5,
  holdings: 10,
  networth: 125010.5,
};

describe('the club confirmations restate what moves, in ₹, for whom', () => {
  it('a force withdrawal: the whole balance leaves and the balance after is ₹0', () => {
    const s = forceWithdrawSummary(m, translate);
    expect(s.subject).toContain('Asha Rao (CLUB0007)');
    expect(s.facts).toContainEqual(['club.fields.amount', formatInr(125000.5)]);
    expect(formatInr(125000.5)).toContain('1,25,000.50');
    expect(s.changes).toEqual([{ label: 'club.fields.balance', before: formatInr(125000.5), after: formatInr(0) }]);
    expect(s.next).toBe('club.withdraw.next');
  });

  it('a missing interest: the period, the ₹ credited, PENDING → APPLIED', () => {
    const due = {
      id: 3,
      accountId: 7,
      accountNo: 'CLUB0007',
      holderName: 'Asha Rao',
      period: '2026-10',
      amount: 412.25,
      status: 'PENDING',
      appliedBy: null,
      appliedAt: null,
    };
    const s = interestSummary(due, translate);
    expect(s.facts).toContainEqual(['club.fields.period', '2026-10']);
    expect(s.facts).toContainEqual(['club.fields.amount', formatInr(412.25)]);
    expect(s.changes?.[0]).toMatchObject({ before: 'PENDING', after: 'APPLIED' });
    expect(s.next).toContain(formatInr(412.25));
  });

  it('a cancel-refund: the member, the plan and the ₹ refunded, ACTIVE → CANCELLED', () => {
    const sub = {
      id: 11,
      accountId: 7,
      accountNo: 'CLUB0007',
      holderName: 'Asha Rao',
      plan: 'GOLD',
      amount: 999,
      status: 'ACTIVE',
      createdAt: 0,
      refundedAmount: null,
      refundedBy: null,
      refundedAt: null,
    };
    const s = refundSummary(sub, translate);
    expect(s.subject).toContain('Asha Rao (CLUB0007)');
    expect(s.facts).toContainEqual(['club.fields.refund', formatInr(999)]);
    expect(s.changes?.[0]).toMatchObject({ before: 'ACTIVE', after: 'CANCELLED' });
  });
});

describe('the member search and the networth total', () => {
  it('finds by name or account number, any case; empty finds all', () => {
    expect(matchesMember('asha')(m)).toBe(true);
    expect(matchesMember('club0007')(m)).toBe(true);
    expect(matchesMember('  ')(m)).toBe(true);
    expect(matchesMember('ravi')(m)).toBe(false);
  });
  it('sums networth to the paisa', () => {
    expect(networthTotal([{ networth: 0.1 }, { networth: 0.2 }, { networth: 100 }])).toBe(100.3);
    expect(networthTotal([])).toBe(0);
  });
});
