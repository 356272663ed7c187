import Papa from 'papaparse';
import { rowErrorText, validateUpload, type CheckedFile, type UploadKind } from '../../../contract/uploads/index.js';

/**
 * The pure part of an upload (DESIGN.md §5): the server's own parse and check of the whole file. A 1 MiB file takes
 * tens of milliseconds, so the routes run it in a worker thread (server/workers/heavy-work.ts); this module imports
 * nothing but papaparse and the contract, so the worker loads little.
 */
export type ServerCheckedFile<K extends UploadKind = UploadKind> = CheckedFile<K> & { parseErrors: string[] };

/** At most this many row errors travel in a refusal (the console has them all from its own check). */
export const MAX_ROW_ERRORS = 200;

/** Pure: the server's own parse (papaparse, types off, comma) and the contract's validation of every row. */
export function checkUpload<K extends UploadKind>(kind: K, text: string): ServerCheckedFile<K> {
  const result = Papa.parse<string[]>(text, {
    header: false,
    dynamicTyping: false,
    delimiter: ',',
    skipEmptyLines: false,
  });
  const parseErrors = result.errors
    .filter((e) => e.type === 'Quotes')
    .map((e) => `line ${(e.row ?? 0) + 1}: ${e.message}`);
  return { ...validateUpload(kind, result.data), parseErrors };
}

/**
 * Pure: `checkUpload` with only what the server goes on to read, since handing 10,000 checked rows back from a
 * worker costs the event loop about as much as checking them (structured clone: 20–50 ms for a 1 MiB file). A file
 * refused as a whole keeps no rows; a file with failing rows keeps the first MAX_ROW_ERRORS of them (its counts say
 * how many) unless `partial`; a clean file keeps every row, and each row's cells only when `cells` (a later check reads them).
 */
export function checkUploadSlim<K extends UploadKind>(
  kind: K,
  text: string,
  { cells = true, partial = false }: { cells?: boolean; partial?: boolean } = {},
): ServerCheckedFile<K> {
  const checked = checkUpload(kind, text);
  if (checked.parseErrors.length || checked.fileErrors.length) return { ...checked, rows: [] };
  // `partial`: a file whose good rows are used and bad ones reported (a merchant alert's audience) keeps every row.
  if (checked.counts.invalid && !partial)
    return {
      ...checked,
      rows: checked.rows
        .filter((r) => r.errors.length)
        .slice(0, MAX_ROW_ERRORS)
        .map(({ line, errors }) => ({ line, errors, cells: [] })),
    };
  return cells
    ? checked
    : { ...checked, rows: checked.rows.map(({ line, errors, value }) => ({ line, errors, value, cells: [] })) };
}

export interface Refused {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

/**
 * Pure: the refusal of a checked file (file-level error first, else every failing row by line, at most
 * MAX_ROW_ERRORS of them), or null. The count of failing rows is the file's `counts.invalid`.
 */
export function refusalOf(checked: ServerCheckedFile, tooManyStatus = 400): Refused | null {
  if (checked.parseErrors.length)
    return { status: 400, message: `CSV parsing error: ${checked.parseErrors.slice(0, 3).join('; ')}` };
  if (checked.fileErrors.length) {
    const tooMany = checked.fileErrors.some((e) => e.startsWith('The file has'));
    return { status: tooMany ? tooManyStatus : 400, message: checked.fileErrors.join(' ') };
  }
  if (!checked.counts.invalid) return null;
  const failing = checked.rows.filter((r) => r.errors.length);
  return {
    status: 400,
    message: `${checked.counts.invalid} of ${checked.counts.total} rows have errors; nothing was applied.`,
    errors: Object.fromEntries(failing.slice(0, MAX_ROW_ERRORS).map((r) => [`line ${r.line}`, rowErrorText(r)])),
  };
}
