import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundRupees, sumRupees, toPaise } from '../../../contract/money';
import { guardrailBreach } from '../../../contract/investments/guardrails';

/** Money without float error (issue 38 L13). */
describe('money in whole paise', () => {
  it('adds amounts of two decimals exactly, where a float sum drifts', () => {
    const amounts = Array.from({ length: 1000 }, (_, i) => 51_502.11 + (i % 7) / 100);
    const float = amounts.reduce((s, a) => s + a, 0);
    expect(String(float)).not.toMatch(/^\d+(\.\d{1,2})?$/); // the drift this module exists for
    expect(sumRupees(amounts)).toBe(Number((amounts.reduce((p, a) => p + Math.round(a * 100), 0) / 100).toFixed(2)));
    expect(String(sumRupees(amounts))).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it('any list of paise amounts sums to the exact integer total', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000_00 }), { maxLength: 200 }), (paise) => {
        expect(toPaise(sumRupees(paise.map((p) => p / 100)))).toBe(paise.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('reads decimal strings and blanks; rounds a database total to the paisa', () => {
    expect(toPaise('1234.56')).toBe(123_456);
    expect(toPaise(null)).toBe(0);
    expect(roundRupees(51502113.269999996)).toBe(51502113.27);
    expect(sumRupees(['0.10', 0.2, null])).toBe(0.3);
  });
});

describe('guardrail caps compared in paise', () => {
  const g = {
    name: 'IMPS day',
    status: 'ACTIVE',
    max_amount: 0,
    daily_max_count: 0,
    daily_max_amount: 0.3,
  } as unknown as Parameters<typeof guardrailBreach>[0];
  it('0.1 + 0.2 fits a cap of 0.3 exactly, and one paisa more does not', () => {
    expect(guardrailBreach(g, { amount: 0.2, todayCount: 1, todayAmount: 0.1 })).toBeNull();
    expect(guardrailBreach(g, { amount: 0.21, todayCount: 1, todayAmount: 0.1 })).toContain('₹0.31');
  });
});
