/** Upload limits and the exact messages of spec §5.6, §8 and §9. Pure data, read by the worker and the server. */

/** §9: CSV 1 MB (1,048,576 bytes). */
export const MAX_CSV_BYTES = 1_048_576;
/** §5.6, §9: bulk QR orders at most 1000 rows. */
export const MAX_QR_ROWS = 1000;
/** §5.6, §9: P2PM file at most 10,000 merchants. */
export const MAX_P2PM_ROWS = 10_000;
/** Our choice (README): a settlement-config file at most 10,000 merchants, like P2PM. */
export const MAX_SETTLEMENT_ROWS = 10_000;
/** Merchant status and IFSC files have no row cap of their own (the spec gives none): 1 MiB bounds them. */
export const NO_ROW_CAP = Number.POSITIVE_INFINITY;
/** §4: 'Show Status' disabled for 120 seconds after a bulk QR submission. */
export const QR_STATUS_WAIT_SECONDS = 120;
/** §3.11, §9: past QR jobs kept 20 (the list scrolls after 5). */
export const QR_JOBS_KEPT = 20;
export const QR_JOBS_VISIBLE = 5;
/** §9: batch status dialog sizes 5, 10, 25, 50, default 10, zero-based. */
export const BATCH_PAGE_SIZES = [5, 10, 25, 50] as const;
export const BATCH_DEFAULT_SIZE = 10;

export const UPLOAD_MESSAGES = {
  notCsv: 'Please upload a valid CSV file.',
  tooLarge: 'CSV file size should not exceed 1MB.',
  noFile: 'Please select a CSV file before submitting.',
} as const;

/** Settlement-config and P2PM uploads are requests (ours: the spec gives no wording). */
export const CONFIG_REQUEST_RAISED = 'Request raised: it is applied once a checker approves it.';

/** §8 toasts, exactly. */
export const UPLOAD_TOASTS = {
  statusSubmitted: 'Merchant status update submitted!',
  statusFailed: 'Failed to update merchant status. Please try again later.',
  ifscSubmitted: 'IFSC CSV submitted!',
  ifscFailed: 'Failed to submit IFSC CSV. Please try again later.',
  qrSubmitted: 'QR Orders submitted successfully!',
  statusFetchFailed: 'Failed to fetch status data. Please try again later.',
} as const;

/**
 * §8 bulk QR failures. The 400 texts are chosen from the server message; the reference backend answers exactly
 * these server messages, and the console maps each to its text (the spec names the cases, not their wording).
 */
export const QR_SERVER_MESSAGES = {
  empty: 'File is empty or invalid',
  headers: 'Invalid CSV format. Expected headers: merchant_id, address_id',
  parsing: 'CSV parsing error',
  noData: 'No data found in CSV file',
  reading: 'Error reading file',
} as const;

export const QR_FAILURES = {
  empty: 'The uploaded file is empty or invalid. Please upload a valid CSV file.',
  headers: 'Invalid CSV format. Please ensure the file has the headers merchant_id, address_id.',
  parsing: 'CSV parsing error: {details}',
  noData: 'No data found in the CSV file. Please add at least one row.',
  reading: 'Error reading the file. Please try again.',
  badRequest: 'Invalid request. Please check your CSV file format and content.',
  tooLarge: 'File too large. Please ensure your CSV file is under 1MB and contains no more than 1000 rows.',
  server: 'Server error occurred while processing your file. Please try again later.',
  otherStatus: 'Request failed with status {n}. Please try again later.',
  fallback: 'Failed to submit QR Orders CSV. Please try again later.',
} as const;

/** Pure (§8): the console's text for a failed bulk QR submission, from the HTTP status and the server message. */
export function qrFailureText(status: number | undefined, serverMessage: string | undefined): string {
  const message = serverMessage?.trim() ?? '';
  if (status === 400) {
    if (message.startsWith(QR_SERVER_MESSAGES.empty)) return QR_FAILURES.empty;
    if (message.startsWith(QR_SERVER_MESSAGES.headers)) return QR_FAILURES.headers;
    if (message.startsWith(QR_SERVER_MESSAGES.parsing)) {
      const details = message.slice(QR_SERVER_MESSAGES.parsing.length).replace(/^[:\s]+/, '');
      return QR_FAILURES.parsing.replace('{details}', details || message);
    }
    if (message.startsWith(QR_SERVER_MESSAGES.noData)) return QR_FAILURES.noData;
    if (message.startsWith(QR_SERVER_MESSAGES.reading)) return QR_FAILURES.reading;
    return message || QR_FAILURES.badRequest;
  }
  if (status === 413) return QR_FAILURES.tooLarge;
  if (status === 500) return QR_FAILURES.server;
  if (typeof status === 'number') return message || QR_FAILURES.otherStatus.replace('{n}', String(status));
  return QR_FAILURES.fallback;
}
