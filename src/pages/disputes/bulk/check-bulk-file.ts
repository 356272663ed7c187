import { BULK_MAX_BYTES, BULK_MESSAGES, type CheckedBulkFile } from '../../../../contract/disputes/bulk';
import { runWorkerOnce } from '../../../common/run-worker';

/** Checks a chosen file: name and size at once, then its rows in the bulk worker. */
export function checkBulkFile(file: File, categories: Record<string, string[]>): Promise<CheckedBulkFile> {
  if (!/\.csv$/i.test(file.name)) return Promise.resolve({ rows: [], errors: {}, fileError: BULK_MESSAGES.notCsv });
  if (file.size > BULK_MAX_BYTES) return Promise.resolve({ rows: [], errors: {}, fileError: BULK_MESSAGES.tooLarge });
  const worker = new Worker(new URL('./bulk.worker.ts', import.meta.url), { type: 'module' });
  return runWorkerOnce<CheckedBulkFile>(worker, { file, categories });
}
