import { BULK_REJECT_MAX_ROWS } from './rules';

/** One line of a bulk-reject file: its line number, its text and the request id it names (null when none). */
export interface BulkRejectLine {
  line: number;
  value: string;
  id: number | null;
}

/**
 * Reads a bulk-reject CSV (pure; both the console's preview and the server use it): one request id a line, in the
 * first column; a first line whose first cell is not a number is the header and is skipped, blank lines too.
 */
export function parseBulkReject(csv: string): BulkRejectLine[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const out: BulkRejectLine[] = [];
  lines.forEach((text, i) => {
    const value = (text.split(',')[0] ?? '').trim().replace(/^"|"$/g, '');
    if (value === '') return;
    const id = /^\d{1,12}$/.test(value) ? Number(value) : null;
    if (i === 0 && id === null) return;
    out.push({ line: i + 1, value, id });
  });
  return out;
}

/** Whether a file has too many rows to send. */
export const tooManyRows = (lines: readonly BulkRejectLine[]): boolean => lines.length > BULK_REJECT_MAX_ROWS;

/** What happens to each row: rejected (or would be, on a dry run), or skipped with why. */
export interface BulkRejectRowResult {
  line: number;
  value: string;
  id: number | null;
  kind: string | null;
  merchantId: string | null;
  outcome: 'REJECT' | 'REJECTED' | 'SKIPPED';
  reason: string | null;
}

export interface BulkRejectAnswer {
  fileName: string;
  dryRun: boolean;
  rows: BulkRejectRowResult[];
  rejected: number;
  skipped: number;
}
