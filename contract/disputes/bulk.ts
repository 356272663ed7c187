/**
 * Bulk Dispute (/bulk/dispute): a CSV of transactions to dispute, one dispute per row, checked row by row with the
 * same §5.3 rules as the form before anything is sent; the server checks again (and the amount against each
 * transaction's total) and writes all rows or none.
 */
import {
  DISPUTE_MESSAGES,
  DISPUTE_PRODUCTS,
  raiseDisputeErrors,
  type FieldErrors,
  type RaiseDisputeValues,
} from './rules';

export const BULK_DISPUTE_COLUMNS = [
  'sourceProduct',
  'merchantId',
  'paymentTransactionId',
  'disputeCategory',
  'acknowledgementNo',
  'subjectOfComplaint',
  'state',
  'city',
  'disputeAmount',
  'freshdeskTicketId',
  'remarks',
] as const;
export type BulkDisputeColumn = (typeof BULK_DISPUTE_COLUMNS)[number];
export type BulkDisputeRow = Record<BulkDisputeColumn, string>;

export const BULK_MAX_ROWS = 1000;
export const BULK_MAX_BYTES = 1_048_576;
export const BULK_MESSAGES = {
  notCsv: 'Please upload a valid CSV file.',
  tooLarge: 'CSV file size should not exceed 1MB.',
  noFile: 'Please select a CSV file before submitting.',
  headers: `The first line must name the columns: ${BULK_DISPUTE_COLUMNS.join(', ')}.`,
  tooManyRows: `At most ${BULK_MAX_ROWS} rows in one file.`,
  empty: 'The file has no rows.',
  product: 'Must be SWIPE or QR.',
  duplicate: 'This transaction is already in the file.',
} as const;

/** §5.3 on one row (the amount's upper bound is the server's: it knows the transaction), plus the row's keys. */
export function bulkRowErrors(
  row: Partial<BulkDisputeRow>,
  categories?: Readonly<Record<string, readonly string[]>>,
): FieldErrors {
  const product = (row.sourceProduct ?? '').trim();
  // Own keys only: a product named like an Object method ('hasOwnProperty') is no product, not a function.
  const productCategories = categories && Object.hasOwn(categories, product) ? categories[product] : undefined;
  const errors = raiseDisputeErrors(row as RaiseDisputeValues, Number.MAX_SAFE_INTEGER, productCategories);
  if (!(DISPUTE_PRODUCTS as readonly string[]).includes(product)) errors.sourceProduct = BULK_MESSAGES.product;
  const merchant = (row.merchantId ?? '').trim();
  if (!merchant) errors.merchantId = DISPUTE_MESSAGES.required;
  else if (!/^\d{1,10}$/.test(merchant)) errors.merchantId = DISPUTE_MESSAGES.merchantId;
  if (!(row.paymentTransactionId ?? '').trim()) errors.paymentTransactionId = DISPUTE_MESSAGES.required;
  return errors;
}

export interface CheckedBulkFile {
  rows: BulkDisputeRow[];
  /** Row errors by 1-based data row number. */
  errors: Record<number, FieldErrors>;
  /** A problem with the whole file (headers, size, row count), else null. */
  fileError: string | null;
}

/** Pure: checks parsed CSV records (header row first) against the columns, the row cap and every row's rules. */
export function checkBulkRecords(
  records: readonly (readonly string[])[],
  categories?: Readonly<Record<string, readonly string[]>>,
): CheckedBulkFile {
  const [header = [], ...data] = records.filter((r) => r.some((cell) => cell.trim() !== ''));
  const names = header.map((h) => h.trim().replace(/^\uFEFF/, ''));
  if (names.length !== BULK_DISPUTE_COLUMNS.length || names.some((n, i) => n !== BULK_DISPUTE_COLUMNS[i]))
    return { rows: [], errors: {}, fileError: BULK_MESSAGES.headers };
  if (data.length === 0) return { rows: [], errors: {}, fileError: BULK_MESSAGES.empty };
  if (data.length > BULK_MAX_ROWS) return { rows: [], errors: {}, fileError: BULK_MESSAGES.tooManyRows };
  const rows = data.map(
    (cells) => Object.fromEntries(BULK_DISPUTE_COLUMNS.map((c, i) => [c, (cells[i] ?? '').trim()])) as BulkDisputeRow,
  );
  const errors: Record<number, FieldErrors> = {};
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const e = bulkRowErrors(row, categories);
    const key = `${row.sourceProduct}|${row.merchantId}|${row.paymentTransactionId}`;
    if (seen.has(key)) e.paymentTransactionId = BULK_MESSAGES.duplicate;
    seen.add(key);
    if (Object.keys(e).length) errors[i + 1] = e;
  });
  return { rows, errors, fileError: null };
}
