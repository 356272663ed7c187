import { csvLines } from '../../../contract/csv.js';

/**
 * Pure: a CSV our downloads share: a header line, then the rows, written as every CSV of ours is (contract/csv.ts: a
 * BOM, CRLF, RFC 4180 quoting, text a spreadsheet would run as a formula escaped), with a final line end.
 */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${csvLines([header, ...rows])}\r\n`;
}
