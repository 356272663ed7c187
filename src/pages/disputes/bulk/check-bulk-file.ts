import { BULK_MAX_BYTES, BULK_MESSAGES, type CheckedBulkFile } from '../../../../contract/disputes/bulk';

/** Checks a chosen file: name and size at once, then its rows in the bulk worker. */
export function checkBulkFile(file: File, categories: Record<string, string[]>): Promise<CheckedBulkFile> {
  if (!/\.csv$/i.test(file.name)) return Promise.resolve({ rows: [], errors: {}, fileError: BULK_MESSAGES.notCsv });
  if (file.size > BULK_MAX_BYTES) return Promise.resolve({ rows: [], errors: {}, fileError: BULK_MESSAGES.tooLarge });
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./bulk.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ checked: CheckedBulkFile } | { error: string }>) => {
      worker.terminate();
      if ('checked' in event.data) resolve(event.data.checked);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage({ file, categories });
  });
}
