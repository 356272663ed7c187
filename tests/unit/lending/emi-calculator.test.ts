import { describe, expect, it } from 'vitest';
import {
  amountLabel,
  amountStep,
  maxLoanAmount,
  processingFee,
  sliderMarks,
  tenureInterest,
  tenureOptions,
} from '../../../contract/lending/emi-calculator';

describe('PL EMI calculator (spec §9)', () => {
  it.each([
    [5000, 1000],
    [19_999, 1000],
    [20_000, 5000],
    [99_999, 5000],
    [100_000, 10_000],
    [999_999, 10_000],
    [1_000_000, 1000],
    [2_500_000, 1000],
  ])('a maximum of %i steps the slider by %i', (max, step) => {
    expect(amountStep(max)).toBe(step);
  });

  it('the processing fee is the amount times the percent', () => {
    expect(processingFee(50_000, 2)).toBe(1000);
    expect(processingFee(12_345, 2.5)).toBe(308.63);
  });

  it('the maximum is the limit, less the fee only when limit plus fee exceeds the available balance', () => {
    expect(maxLoanAmount({ maxLimit: 100_000, processingFee: 2, availableBalance: 150_000 })).toBe(100_000);
    expect(maxLoanAmount({ maxLimit: 100_000, processingFee: 2, availableBalance: 102_000 })).toBe(100_000);
    expect(maxLoanAmount({ maxLimit: 100_000, processingFee: 2, availableBalance: 101_999 })).toBe(98_000);
    expect(maxLoanAmount({ maxLimit: 0, processingFee: 2, availableBalance: 0 })).toBe(0);
  });

  it('tenures run from minTenure to maxTenure in months', () => {
    expect(tenureOptions({ minTenure: 3, maxTenure: 6 })).toEqual([3, 4, 5, 6]);
    expect(tenureOptions({ minTenure: 6, maxTenure: 3 })).toEqual([]);
  });

  it('the slider starts at one step and ends at the maximum', () => {
    expect(sliderMarks(45_000)).toEqual({ min: 5000, max: 45_000, step: 5000 });
    expect(sliderMarks(500)).toEqual({ min: 500, max: 500, step: 1000 });
  });

  it.each([
    [999, '999'],
    [1000, '1k'],
    [5500, '5.5k'],
    [99_999, '100k'],
    [100_000, '1L'],
    [150_000, '1.5L'],
    [1_234_567, '12.35L'],
  ])('%i is labelled %s', (amount, label) => {
    expect(amountLabel(amount)).toBe(label);
  });

  it('the tenure interest is rate × tenure / (tenure − 1) to 2 decimals, none for one month', () => {
    expect(tenureInterest(18, 12)).toBe('19.64');
    expect(tenureInterest(18, 2)).toBe('36.00');
    expect(tenureInterest(18, 1)).toBeNull();
  });
});
