/** DESIGN.md §5: a cell starting with = + - @ tab or CR would run as a formula in a spreadsheet; prefix it with '. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180 quoting of one (already neutralised) cell. */
export function quoteCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/** Rows as CSV text (CRLF line ends), every cell neutralised and quoted as needed. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const line = (cells: readonly unknown[]) => cells.map((c) => quoteCell(neutraliseCell(c))).join(',');
  return [line(columns.map((c) => c.header)), ...rows.map((row) => line(columns.map((c) => c.value(row))))].join('\r\n');
}
