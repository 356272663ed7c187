import { describe, expect, it } from 'vitest';
import { dailyEarning, earningReference, isIsoDate } from '../../../contract/uploads';
import { parseAndValidate } from '../../../src/pages/merchant-support/csv/parse-csv';
import { takesAddedMoney } from '../../../src/pages/investments/AddMoneyPage';

/** The P2P pages' pure rules: the dynamic interest file's rows, the day's earning, who can take added money. */
describe('variable-earning file', () => {
  const HEADER = 'accountNo,interestRate,forDate,remarks';
  it('passes clean rows and normalises them (account upper-cased, rate a number)', () => {
    const checked = parseAndValidate('variable-earning', `${HEADER}\ninv00000001,11.25,2026-11-01,Pool\n`);
    expect(checked.fileErrors).toEqual([]);
    expect(checked.rows[0]!.value).toEqual({
      accountNo: 'INV00000001',
      interestRate: 11.25,
      forDate: '2026-11-01',
      remarks: 'Pool',
    });
  });

  it('names each bad cell: a rate above 36, a date that does not exist, a duplicate account and day', () => {
    const text = `${HEADER}\nINV1,37,2026-11-01,\nINV2,9,2026-02-30,\nINV3,9,2026-11-01,\nINV3,8,2026-11-01,\n`;
    const checked = parseAndValidate('variable-earning', text);
    expect(checked.rows[0]!.errors[0]!.message).toBe(
      'Interest rate must be a number above 0 and at most 36, with at most 2 decimals.',
    );
    expect(checked.rows[1]!.errors[0]!.message).toBe('For date must be a date as yyyy-MM-dd.');
    expect(checked.rows[2]!.errors).toEqual([]);
    expect(checked.rows[3]!.errors.length).toBeGreaterThan(0);
  });

  it('refuses a file with the wrong header', () => {
    expect(parseAndValidate('variable-earning', 'accountNo,rate\nINV1,9\n').fileErrors[0]).toBe(
      'Invalid CSV format. Expected headers: accountNo, interestRate, forDate, remarks',
    );
  });
});

describe('earning and eligibility', () => {
  it("a day's earning is balance × rate ÷ 365, rounded to paise; one reference per day", () => {
    expect(dailyEarning(100_000, 12)).toBe(32.88);
    expect(dailyEarning(0, 12)).toBe(0);
    expect(earningReference('2026-11-01')).toBe('VE20261101');
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
  });

  it('only an ACTIVE P2P account takes added money', () => {
    expect(takesAddedMoney({ product: 'P2P', status: 'ACTIVE' })).toBe(true);
    expect(takesAddedMoney({ product: 'FD', status: 'ACTIVE' })).toBe(false);
    expect(takesAddedMoney({ product: 'P2P', status: 'FROZEN' })).toBe(false);
  });
});
