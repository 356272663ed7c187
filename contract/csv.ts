/**
 * CSV as the console's exports and the reference backend's downloads write it (DESIGN.md §5), pure so both sides
 * share it: a UTF-8 BOM, CRLF line ends, RFC 4180 quoting, and text cells that a spreadsheet would run as a formula
 * written with a ' before them. Numbers stay numbers (-500 stays -500).
 */

/** DESIGN.md §5: text starting with = + - @ tab or CR would run as a formula in a spreadsheet; it gets a ' before it. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** The UTF-8 byte order mark: without it Excel reads the file in the local code page and garbles ₹. */
export const UTF8_BOM = '\uFEFF';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

type Cell = string | number | boolean;

/** Pure: a value as a cell: numbers and booleans as they are, objects as JSON text, blanks (and NaN) empty. */
export function csvCell(value: unknown): Cell {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** Pure: one cell's text: a text cell escaped against formulas, quoted when escaped or when it holds , " CR LF or edge spaces. */
function cellText(cell: Cell): string {
  if (typeof cell !== 'string') return String(cell);
  const escaped = FORMULA_START.test(cell);
  const text = escaped ? `'${cell}` : cell;
  const quote = escaped || /[",\r\n]/.test(text) || text.startsWith(' ') || text.endsWith(' ');
  return quote ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Pure: lines of cells as CSV text (BOM, CRLF between lines). */
export function csvLines(lines: readonly (readonly unknown[])[]): string {
  return `${UTF8_BOM}${lines.map((line) => line.map((v) => cellText(csvCell(v))).join(',')).join('\r\n')}`;
}

/** Pure: rows as CSV text for Excel under a header line, one column per `columns` entry. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return csvLines([columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.value(row)))]);
}
