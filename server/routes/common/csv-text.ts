/** Pure: a CSV our downloads share (a BOM, CRLF, cells quoted only where they must be): a header line, then the rows. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  const lines = rows.map((cells) => cells.map(quote).join(','));
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
