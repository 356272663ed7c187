/**
 * Pure validation of a parsed upload (spec §5.6): the header row, the row cap, every cell through the kind's zod row
 * schema, and duplicates within the file. The console's worker and the server both run it on the same string[][],
 * so a file the console passes is one the server accepts (and the server never trusts the console).
 */
import { MAX_P2PM_ROWS, MAX_QR_ROWS, MAX_SETTLEMENT_ROWS, NO_ROW_CAP, QR_SERVER_MESSAGES } from './limits';
import { MAX_DEPOSIT_ROWS } from './deposit-rows';
import { MAX_VARIABLE_EARNING_ROWS } from './p2p-rows';
import { MAX_PINCODE_ROWS } from '../delivery/pincode-rows';
import { MAX_SETTLEMENT_FILE_ROWS } from '../recon/rules';
import { CANCEL_MAX_ROWS } from '../insurance/cancellation';
import {
  rulesOf,
  trimmed,
  UNIQUE_KEYS,
  UPLOAD_COLUMNS,
  UPLOAD_ROW_SPECS,
  type RowSpec,
  type UploadKind,
  type UploadRow,
} from './rows';

export interface CellError {
  /** The column the error is about, or '' for the row as a whole. */
  column: string;
  message: string;
}

export interface CheckedRow<K extends UploadKind = UploadKind> {
  /** 1-based line in the file (the header is line 1). */
  line: number;
  /** The cells as read, in the file's column order (`CheckedFile.header`); extra cells kept. */
  cells: readonly string[];
  errors: CellError[];
  /** The checked values (only when there are no errors). */
  value?: UploadRow<K>;
}

export interface CheckedFile<K extends UploadKind = UploadKind> {
  kind: K;
  /** The file's header row, as read (its order is kept for the errors CSV). */
  header: string[];
  /** File-level errors (header, row cap, empty file): nothing is sent while there is one. */
  fileErrors: string[];
  rows: CheckedRow<K>[];
  counts: { total: number; valid: number; invalid: number };
}

export const MAX_ROWS: Readonly<Record<UploadKind, number>> = {
  'merchant-status': NO_ROW_CAP,
  ifsc: NO_ROW_CAP,
  'qr-orders': MAX_QR_ROWS,
  'settlement-config': MAX_SETTLEMENT_ROWS,
  p2pm: MAX_P2PM_ROWS,
  'merchant-cashback': MAX_DEPOSIT_ROWS,
  'deposit-bulk': MAX_DEPOSIT_ROWS,
  'variable-earning': MAX_VARIABLE_EARNING_ROWS,
  'merchant-alert-audience': MAX_P2PM_ROWS,
  'delivery-pincodes': MAX_PINCODE_ROWS,
  'vpa-upload': MAX_P2PM_ROWS,
  'recon-acquirer': MAX_SETTLEMENT_FILE_ROWS,
  'recon-bank': MAX_SETTLEMENT_FILE_ROWS,
  'insurance-cancel': CANCEL_MAX_ROWS,
  'campaign-audience': MAX_P2PM_ROWS,
};

export const FILE_MESSAGES = {
  noData: QR_SERVER_MESSAGES.noData,
  headers: (kind: UploadKind) => `Invalid CSV format. Expected headers: ${UPLOAD_COLUMNS[kind].join(', ')}`,
  missing: (columns: string[]) => `Missing column${columns.length > 1 ? 's' : ''}: ${columns.join(', ')}`,
  unexpected: (columns: string[]) => `Unexpected column${columns.length > 1 ? 's' : ''}: ${columns.join(', ')}`,
  tooManyRows: (kind: UploadKind, rows: number) =>
    kind === 'p2pm'
      ? `The file has ${rows.toLocaleString('en-US')} merchants; a P2PM file allows at most ${MAX_P2PM_ROWS.toLocaleString('en-US')}.`
      : `The file has ${rows.toLocaleString('en-US')} rows; at most ${MAX_ROWS[kind].toLocaleString('en-US')} are allowed.`,
  duplicate: (line: number) => `Duplicate of line ${line}.`,
} as const;

/** Pure: is this row of cells all blank (a trailing blank line, or `,,,`)? */
function isBlank(cells: readonly string[]): boolean {
  for (let i = 0; i < cells.length; i++) if (trimmed(cells[i]!) !== '') return false;
  return true;
}

/** Pure: the header row checked against the kind's columns (any order, names trimmed, a BOM dropped). */
export function checkHeader(kind: UploadKind, header: readonly string[]): string[] {
  const expected: readonly string[] = UPLOAD_COLUMNS[kind];
  const names = header.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim());
  const missing = expected.filter((c) => !names.includes(c));
  const unexpected = names.filter((c) => !expected.includes(c));
  const errors: string[] = [];
  if (missing.length || unexpected.length) errors.push(FILE_MESSAGES.headers(kind));
  if (missing.length) errors.push(FILE_MESSAGES.missing(missing));
  if (unexpected.length) errors.push(FILE_MESSAGES.unexpected(unexpected));
  return errors;
}

/**
 * Pure: a parsed file (rows of text cells, the first being the header) checked row by row. Blank rows are skipped
 * (a trailing blank line is fine); their line numbers still count so errors point at the right line.
 */
export function validateUpload<K extends UploadKind>(kind: K, table: readonly (readonly string[])[]): CheckedFile<K> {
  const first = table.findIndex((r) => !isBlank(r));
  const rawHeader = first < 0 ? [] : table[first]!;
  const header = rawHeader.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim());
  const file: CheckedFile<K> = { kind, header, fileErrors: [], rows: [], counts: { total: 0, valid: 0, invalid: 0 } };
  if (first < 0) {
    file.fileErrors.push(FILE_MESSAGES.noData);
    return file;
  }
  file.fileErrors.push(...checkHeader(kind, header));
  let total = 0;
  // Which lines are blank, found once (the row loop reads it).
  const blank = new Uint8Array(table.length);
  for (let i = first + 1; i < table.length; i++) {
    if (isBlank(table[i]!)) blank[i] = 1;
    else total++;
  }
  file.counts.total = total;
  if (total === 0) file.fileErrors.push(FILE_MESSAGES.noData);
  if (total > MAX_ROWS[kind]) file.fileErrors.push(FILE_MESSAGES.tooManyRows(kind, total));
  if (file.fileErrors.length) return file;

  const spec = UPLOAD_ROW_SPECS[kind] as RowSpec<string, unknown>;
  const duplicates = duplicateFinder(UNIQUE_KEYS[kind], table.length);
  const width = header.length;
  // Each cell rule, in the spec's column order, with the place of its column in this file (the header check passed,
  // so every one is there).
  const rules = rulesOf(spec);
  const columns = rules.map(([column]) => column);
  const checks = rules.map(([, rule]) => rule);
  const at = columns.map((column) => header.indexOf(column));
  // One record reused for every row, holding its trimmed cells by name for the normalisation (the normalised value
  // is a new object; nothing keeps this one).
  const named: Record<string, string> = {};
  let invalid = 0;
  // Plain loops: this runs once per row of files of up to 1 MiB (DESIGN.md §6 CSV budget). The same check as
  // `checkRowCells` (a property test holds them together), without its per-row objects.
  for (let i = first + 1; i < table.length; i++) {
    const cells = table[i]!;
    if (blank[i]) continue;
    const line = i + 1;
    const errors: CellError[] = [];
    if (cells.length > width && !isBlank(cells.slice(width)))
      errors.push({ column: '', message: `Row has ${cells.length} cells; the header has ${width}.` });
    let cellErrors = false;
    for (let c = 0; c < columns.length; c++) {
      const text = trimmed(cells[at[c]!] ?? '');
      named[columns[c]!] = text;
      const message = checks[c]!(text);
      if (message) {
        errors.push({ column: columns[c]!, message });
        cellErrors = true;
      }
    }
    // Every field from the start (`value` too), so all rows share one object shape.
    const row: CheckedRow<K> = { line, cells, errors, value: undefined };
    if (!cellErrors) {
      const value = spec.normalise(named) as Record<string, unknown>;
      const rowErrors = spec.rowRules?.(value);
      if (rowErrors?.length) for (const error of rowErrors) errors.push(error);
      else {
        const earlier = duplicates.earlier(value, line);
        if (earlier) errors.push({ column: duplicates.column, message: FILE_MESSAGES.duplicate(earlier) });
        if (errors.length === 0) row.value = value as UploadRow<K>;
      }
    }
    if (errors.length) invalid++;
    file.rows.push(row);
  }
  file.counts.invalid = invalid;
  file.counts.valid = total - invalid;
  return file;
}

/**
 * The rows' unique keys (`UNIQUE_KEYS`), seen so far. A table of our own, open addressing over an Int32Array sized
 * for the file: rows are hashed on the first key's text only and compared on the others, so nothing is allocated per
 * row (a Map keyed by a joined key was a third of the check's time: the joining, the hashing and the Map's growth).
 * Lines are 1-based and below `lines`.
 */
function duplicateFinder(keys: readonly string[], lines: number) {
  const [first, ...rest] = keys as [string, ...string[]];
  let size = 16;
  while (size < lines * 2) size *= 2;
  const mask = size - 1;
  /** Slot → the line of a row remembered there (0: empty). */
  const slots = new Int32Array(size);
  /** Slot → the hash of the row remembered there (compared before the values). */
  const hashes = new Int32Array(size);
  /** The checked values of the remembered lines. */
  const data: Record<string, unknown>[] = [];
  const same = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    if (a[first] !== b[first]) return false;
    for (let k = 0; k < rest.length; k++) if (a[rest[k]!] !== b[rest[k]!]) return false;
    return true;
  };
  return {
    column: first,
    /** The line of an earlier row with the same keys, else 0 (and this row is remembered). */
    earlier(value: Record<string, unknown>, line: number): number {
      const text = String(value[first] ?? '');
      let hash = 0x811c9dc5;
      for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
      for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
        const at = slots[slot]!;
        if (at === 0) {
          slots[slot] = line;
          hashes[slot] = hash;
          data[line] = value;
          return 0;
        }
        if (hashes[slot] === hash && same(data[at]!, value)) return at;
      }
    },
  };
}

/** Pure: is the checked file clean (no file error, no row error), so it may be sent? */
export const isClean = (file: CheckedFile): boolean =>
  file.fileErrors.length === 0 && file.counts.invalid === 0 && file.counts.total > 0;

/** Pure: one line per error, `line 4, merchantId: …`, as the errors column and the server's refusal show them. */
export const rowErrorText = (row: CheckedRow): string =>
  row.errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join('; ');
