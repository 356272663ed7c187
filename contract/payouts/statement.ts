/**
 * The bank's payout statement that /payment-recon (PayOut) matches our payouts against: a CSV with one line per
 * transfer (columns and messages are ours: the spec names only the page). The console's worker checks the parsed
 * file with `checkStatement` before anything is sent; the server checks every line again with `statementLine`.
 */
import { z } from 'zod';
import { isIsoDay } from './recon-days';

export const STATEMENT_COLUMNS = ['utr', 'amount', 'status', 'valueDate'] as const;
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];

/** What the bank says became of a transfer; REVERSED counts as FAILED (the money came back). */
export const BANK_STATUSES = ['SUCCESS', 'FAILED', 'REVERSED'] as const;
export type BankStatus = (typeof BANK_STATUSES)[number];

export const STATEMENT_MAX_ROWS = 10_000;
export const STATEMENT_MAX_BYTES = 2_097_152;

export const STATEMENT_MESSAGES = {
  notCsv: 'Please upload a valid CSV file.',
  tooLarge: 'The statement must be at most 2 MB.',
  headers: `The first line must name the columns: ${STATEMENT_COLUMNS.join(', ')}.`,
  empty: 'The statement has no lines.',
  tooManyRows: `At most ${STATEMENT_MAX_ROWS.toLocaleString('en-US')} lines in one statement.`,
  utr: 'UTR: letters and digits only, 6 to 40.',
  amount: 'Amount must be a number greater than 0 with at most 12 digits and 2 decimals.',
  status: `Status must be one of ${BANK_STATUSES.join(', ')}.`,
  valueDate: 'Value date must be a date as yyyy-MM-dd.',
  outOfRange: 'Value date is outside the chosen days.',
  duplicate: (line: number) => `Duplicate UTR of line ${line}.`,
} as const;

const M = STATEMENT_MESSAGES;

/** One statement line as the server receives it (the console sends the checked lines, not the file). */
export const statementLine = z
  .object({
    utr: z
      .string({ error: M.utr })
      .trim()
      .regex(/^[A-Za-z0-9]{6,40}$/, M.utr),
    amount: z
      .number({ error: M.amount })
      .positive(M.amount)
      .max(999_999_999_999.99, M.amount)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, M.amount),
    status: z.enum(BANK_STATUSES, { error: M.status }),
    valueDate: z.string({ error: M.valueDate }).refine(isIsoDay, M.valueDate),
  })
  .strict();
export type StatementLine = z.output<typeof statementLine>;

export interface CheckedStatement {
  lines: StatementLine[];
  /** Line errors by 1-based file line (the header is line 1), column → message. */
  errors: Record<number, Partial<Record<StatementColumn | 'line', string>>>;
  /** A problem with the whole file (headers, no lines, too many), else null. */
  fileError: string | null;
}

/** Pure: one row's cells (trimmed, by column) → its line, or the message of each bad cell. */
export function checkStatementCells(
  cells: Readonly<Record<StatementColumn, string>>,
  range: { from: string; to: string },
): { line?: StatementLine; errors: Partial<Record<StatementColumn, string>> } {
  const errors: Partial<Record<StatementColumn, string>> = {};
  if (!/^[A-Za-z0-9]{6,40}$/.test(cells.utr)) errors.utr = M.utr;
  const amount = cells.amount.replace(/,/g, '');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) errors.amount = M.amount;
  const status = cells.status.toUpperCase();
  if (!(BANK_STATUSES as readonly string[]).includes(status)) errors.status = M.status;
  if (!isIsoDay(cells.valueDate)) errors.valueDate = M.valueDate;
  else if (cells.valueDate < range.from || cells.valueDate > range.to) errors.valueDate = M.outOfRange;
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    line: {
      utr: cells.utr.toUpperCase(),
      amount: Number(amount),
      status: status as BankStatus,
      valueDate: cells.valueDate,
    },
  };
}

/**
 * Pure: parsed CSV records (header first; types off, so UTRs keep their leading zeros) → the statement's lines, or
 * what is wrong with the file and with each line. Columns in any order; blank lines skipped (their numbers count).
 */
export function checkStatement(
  records: readonly (readonly string[])[],
  range: { from: string; to: string },
): CheckedStatement {
  const result: CheckedStatement = { lines: [], errors: {}, fileError: null };
  const isBlank = (r: readonly string[]) => r.every((cell) => cell.trim() === '');
  const first = records.findIndex((r) => !isBlank(r));
  if (first < 0) return { ...result, fileError: M.empty };
  const names = records[first]!.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim());
  const at = STATEMENT_COLUMNS.map((c) => names.indexOf(c));
  if (at.some((i) => i < 0) || names.length !== STATEMENT_COLUMNS.length) return { ...result, fileError: M.headers };
  const rows = records.map((r, i) => ({ r, line: i + 1 })).filter(({ r }, i) => i > first && !isBlank(r));
  if (rows.length === 0) return { ...result, fileError: M.empty };
  if (rows.length > STATEMENT_MAX_ROWS) return { ...result, fileError: M.tooManyRows };
  const seen = new Map<string, number>();
  for (const { r, line } of rows) {
    const cells = Object.fromEntries(STATEMENT_COLUMNS.map((c, k) => [c, (r[at[k]!] ?? '').trim()])) as Record<
      StatementColumn,
      string
    >;
    const checked = checkStatementCells(cells, range);
    const earlier = checked.line ? seen.get(checked.line.utr) : undefined;
    if (checked.line && earlier) checked.errors.utr = M.duplicate(earlier);
    if (Object.keys(checked.errors).length) result.errors[line] = checked.errors;
    else if (checked.line) {
      seen.set(checked.line.utr, line);
      result.lines.push(checked.line);
    }
  }
  return result;
}
