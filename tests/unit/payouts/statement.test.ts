import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  checkStatement,
  istDayOf,
  istDayStart,
  istYesterday,
  rangeErrors,
  statementLine,
  STATEMENT_MESSAGES,
} from '../../../contract/payouts';
import { statementErrorLines } from '../../../src/pages/payout-recon/check-statement';

const DAY = { from: '2026-10-31', to: '2026-10-31' };
/** As the worker reads a file: papaparse with types off. */
const parse = (text: string) => Papa.parse<string[]>(text, { dynamicTyping: false, skipEmptyLines: false }).data;

describe("the bank statement's CSV check", () => {
  it('reads a clean statement (columns in any order, a BOM, blank lines, 1,234.50 amounts, lower-case status)', () => {
    const csv =
      '\uFEFFvalueDate,utr,status,amount\n2026-10-31,0012ab34cd,success,"1,234.50"\n\n2026-10-31,RCN000002,REVERSED,75\n';
    const checked = checkStatement(parse(csv), DAY);
    expect(checked.fileError).toBeNull();
    expect(checked.errors).toEqual({});
    expect(checked.lines).toEqual([
      { utr: '0012AB34CD', amount: 1234.5, status: 'SUCCESS', valueDate: '2026-10-31' },
      { utr: 'RCN000002', amount: 75, status: 'REVERSED', valueDate: '2026-10-31' },
    ]);
    // Every line it passes, the server's schema accepts as it is.
    for (const line of checked.lines) expect(statementLine.parse(line)).toEqual(line);
  });

  it('names each bad cell by its file line, and a repeated UTR by the line it repeats', () => {
    const csv = [
      'utr,amount,status,valueDate',
      'RCN000001,100,SUCCESS,2026-10-31',
      'RCN-1,0,PAID,2026-10-30',
      'RCN000003,12.345,FAILED,2026-02-30',
      'rcn000001,100,SUCCESS,2026-10-31',
    ].join('\n');
    const checked = checkStatement(parse(csv), DAY);
    expect(checked.lines).toHaveLength(1);
    expect(checked.errors).toEqual({
      3: {
        utr: STATEMENT_MESSAGES.utr,
        amount: STATEMENT_MESSAGES.amount,
        status: STATEMENT_MESSAGES.status,
        valueDate: STATEMENT_MESSAGES.outOfRange,
      },
      4: { amount: STATEMENT_MESSAGES.amount, valueDate: STATEMENT_MESSAGES.valueDate },
      5: { utr: 'Duplicate UTR of line 2.' },
    });
    expect(statementErrorLines(checked, 1)).toEqual([
      `3: utr: ${STATEMENT_MESSAGES.utr}; amount: ${STATEMENT_MESSAGES.amount}; status: ${STATEMENT_MESSAGES.status}; valueDate: ${STATEMENT_MESSAGES.outOfRange}`,
    ]);
  });

  it('refuses a file with other columns, or with no lines', () => {
    expect(checkStatement(parse('utr,amount,status\nRCN000001,1,SUCCESS'), DAY).fileError).toBe(
      STATEMENT_MESSAGES.headers,
    );
    expect(checkStatement(parse('utr,amount,status,valueDate,extra\n'), DAY).fileError).toBe(
      STATEMENT_MESSAGES.headers,
    );
    expect(checkStatement(parse('utr,amount,status,valueDate\n\n'), DAY).fileError).toBe(STATEMENT_MESSAGES.empty);
    expect(checkStatement(parse(''), DAY).fileError).toBe(STATEMENT_MESSAGES.empty);
  });

  it('the server schema refuses what the check refuses', () => {
    const bad = { utr: 'RCN000001', amount: 12.345, status: 'SUCCESS', valueDate: '2026-10-31' };
    expect(statementLine.safeParse(bad).success).toBe(false);
    expect(statementLine.safeParse({ ...bad, amount: 12.34, status: 'PAID' }).success).toBe(false);
    expect(statementLine.safeParse({ ...bad, amount: 12.34 }).success).toBe(true);
  });
});

describe('the days of a reconciliation (IST)', () => {
  it('yesterday is the IST day before now; a day starts at 00:00 IST', () => {
    // 2026-11-01 00:00 UTC is 05:30 IST on 1 November.
    const now = Date.UTC(2026, 10, 1);
    expect(istDayOf(now)).toBe('2026-11-01');
    expect(istYesterday(now)).toBe('2026-10-31');
    expect(istDayOf(Date.UTC(2026, 9, 31, 18, 29))).toBe('2026-10-31');
    expect(istDayOf(Date.UTC(2026, 9, 31, 18, 30))).toBe('2026-11-01');
    expect(istDayStart('2026-11-01')).toBe(Date.UTC(2026, 9, 31, 18, 30));
  });

  it('allows at most 31 days, in order, none in the future', () => {
    expect(rangeErrors('2026-10-01', '2026-10-31', '2026-11-01')).toEqual({});
    expect(rangeErrors('2026-09-30', '2026-10-31', '2026-11-01').to).toBe('At most 31 days in one reconciliation.');
    expect(rangeErrors('2026-10-31', '2026-10-30', '2026-11-01').to).toBe('The last day must not be before the first.');
    expect(rangeErrors('2026-10-31', '2026-11-02', '2026-11-01').to).toBe('Days must not be in the future.');
    expect(rangeErrors('31/10/2026', '2026-10-31', '2026-11-01').from).toBe('Must be a date as yyyy-MM-dd.');
  });
});
