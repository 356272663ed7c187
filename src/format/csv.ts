import Papa from 'papaparse';

/** DESIGN.md §5: text starting with = + - @ tab or CR would run as a formula in a spreadsheet; it gets a ' before it. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** The UTF-8 byte order mark: without it Excel reads the file in the local code page and garbles ₹. */
export const UTF8_BOM = '\uFEFF';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

type Cell = string | number | boolean;

/** Pure: a value as papaparse should write it: numbers and booleans as they are, objects as JSON text, blanks empty. */
export function csvCell(value: unknown): Cell {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/**
 * Pure: rows as CSV text for Excel: a UTF-8 BOM, CRLF line ends, RFC 4180 quoting, and formula escaping for text
 * cells only (`'=cmd`, `'-2+3`), so numbers stay numbers (-500 stays -500).
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const csv = Papa.unparse(
    { fields: columns.map((c) => c.header), data: rows.map((row) => columns.map((c) => csvCell(c.value(row)))) },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  return `${UTF8_BOM}${csv}`;
}
