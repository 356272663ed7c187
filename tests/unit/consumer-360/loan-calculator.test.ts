import { describe, expect, it } from 'vitest';
import { calculatorFigures } from '../../../contract/consumer/loan-calculator';
import { bpi, emiSchedule } from '../../../contract/consumer/loan-math';

const config = (over: Partial<Parameters<typeof calculatorFigures>[0]> = {}) => ({
  maxLimit: 100_000,
  processingFee: 2,
  availableBalance: 101_000,
  minTenure: 3,
  maxTenure: 12,
  interestRate: 16,
  ...over,
});

/** §9 for a table of inputs: maximum, step, labels, fee and tenure interest as the calculator shows them. */
describe('PL EMI calculator figures (§9)', () => {
  it.each([
    // limit + fee (102,000) > balance (101,000): the maximum is the limit less the fee.
    [
      config(),
      98_000,
      6,
      { max: 98_000, step: 5000, amount: 98_000, maxLabel: '98k', fee: 1960, tenureInterest: '19.20' },
    ],
    // balance covers limit + fee: the maximum is the limit, 1L; step 1000 at 1,000,000 and above only.
    [
      config({ availableBalance: 200_000 }),
      55_000,
      3,
      { max: 100_000, step: 10_000, amount: 60_000, maxLabel: '1L', fee: 1200, tenureInterest: '24.00' },
    ],
    // under 20,000 the step is 1000; amounts snap to it and stay within the maximum.
    [
      config({ maxLimit: 15_000, availableBalance: 15_000, processingFee: 3, maxTenure: 6, interestRate: 20 }),
      9_400,
      6,
      { max: 14_550, step: 1000, amount: 9_000, maxLabel: '14.55k', fee: 270, tenureInterest: '24.00' },
    ],
    // under 100,000 the step is 5000.
    [
      config({ maxLimit: 50_000, availableBalance: 60_000 }),
      52_000,
      12,
      { max: 50_000, step: 5000, amount: 50_000, maxLabel: '50k', fee: 1000, tenureInterest: '17.45' },
    ],
    // 1,000,000 and more: step 1000 again.
    [
      config({ maxLimit: 1_500_000, availableBalance: 2_000_000 }),
      123_456,
      12,
      { max: 1_500_000, step: 1000, amount: 123_000, maxLabel: '15L', fee: 2460, tenureInterest: '17.45' },
    ],
  ])('%o amount %d tenure %d', (cfg, amount, tenure, expected) => {
    expect(calculatorFigures(cfg, amount, tenure)).toMatchObject(expected);
  });

  it('offers minTenure…maxTenure months and falls back to the first for an unknown tenure', () => {
    const f = calculatorFigures(config(), 50_000, 99);
    expect(f.tenures).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(f.tenure).toBe(3);
  });

  it('shows no tenure interest for a one-month tenure', () => {
    expect(calculatorFigures(config({ minTenure: 1 }), 50_000, 1).tenureInterest).toBeNull();
  });
});

describe('BPI and schedule (the reference backend)', () => {
  it('BPI runs to the next 5th; none when disbursed on the 5th', () => {
    expect(bpi(36_500, '2026-11-25', 16)).toEqual({ bpiDays: 10, bpiAmount: 160 });
    expect(bpi(36_500, '2026-11-05', 16)).toEqual({ bpiDays: 0, bpiAmount: 0 });
    expect(bpi(36_500, '2026-11-01', 16).bpiDays).toBe(4);
  });

  it('the schedule repays the principal exactly, monthly on the 5th', () => {
    const rows = emiSchedule(30_000, 16, 6, '2026-11-25');
    expect(rows.map((r) => r.date)).toEqual([
      '2027-01-05',
      '2027-02-05',
      '2027-03-05',
      '2027-04-05',
      '2027-05-05',
      '2027-06-05',
    ]);
    expect(Math.round(rows.reduce((s, r) => s + r.principle, 0) * 100) / 100).toBe(30_000);
    expect(rows[0]!.interest).toBe(400);
    expect(rows[0]!.amount).toBe(rows[1]!.amount);
  });
});
