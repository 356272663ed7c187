import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import { csvCell, toCsv, UTF8_BOM } from '../../../../src/format/csv';

type Row = Record<string, unknown>;
const columns = [
  { header: 'Name', value: (r: Row) => r.name },
  { header: 'Amount', value: (r: Row) => r.amount },
];
const body = (csv: string) => csv.slice(UTF8_BOM.length);

describe('CSV export (DESIGN.md §5, §8)', () => {
  it('starts with a UTF-8 BOM so Excel reads ₹ right, and ends lines with CRLF', () => {
    const csv = toCsv([{ name: 'Refund ₹500', amount: 500 }], columns);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(body(csv)).toBe('Name,Amount\r\nRefund ₹500,500');
  });

  it("keeps numbers as numbers: a negative amount stays -500, not the text '-500", () => {
    expect(
      body(
        toCsv(
          [
            { name: 'Debit', amount: -500 },
            { name: 'Fee', amount: -0.5 },
          ],
          columns,
        ),
      ),
    ).toBe('Name,Amount\r\nDebit,-500\r\nFee,-0.5');
  });

  it('neutralises text cells starting with = + - @ tab or CR, quoting what needs it', () => {
    for (const bad of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx']) {
      const [, cell] = body(toCsv([{ name: bad, amount: 1 }], columns)).split('\r\n');
      expect(Papa.parse<string[]>(cell ?? '').data[0]?.[0]).toBe(`'${bad}`);
    }
    expect(body(toCsv([{ name: '=HYPERLINK("x")', amount: 'a,b' }], columns))).toBe(
      'Name,Amount\r\n"\'=HYPERLINK(""x"")","a,b"',
    );
    expect(body(toCsv([{ name: 'plain', amount: '-500' }], columns))).toBe('Name,Amount\r\nplain,"\'-500"');
  });

  it('writes blanks empty and objects as JSON text', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell({ a: 1 })).toBe('{"a":1}');
    expect(csvCell(true)).toBe(true);
  });

  it('round-trips: what Excel (papaparse) reads back is each text, escaped when it starts like a formula, and each number', () => {
    const cell = fc.oneof(fc.string(), fc.integer({ min: -1e9, max: 1e9 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { maxLength: 5 }), (pairs) => {
        const rows = pairs.map(([name, amount]) => ({ name, amount }));
        const parsed = Papa.parse<string[]>(body(toCsv(rows, columns)), { newline: '\r\n' }).data.slice(1);
        const expected = (v: string | number) =>
          typeof v === 'number' ? String(v) : /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
        if (rows.length === 0) return;
        expect(parsed).toEqual(pairs.map(([a, b]) => [expected(a), expected(b)]));
      }),
    );
  });
});
