import { MAX_CSV_BYTES, UPLOAD_MESSAGES, type CheckedFile, type UploadKind } from '../../../../contract/uploads';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

/** Pure (§5.6): what is wrong with a picked file before it is read: none, not a CSV, over 1 MB. */
export function fileRefusal(file: { name: string; size: number; type?: string } | null | undefined): string | null {
  if (!file) return UPLOAD_MESSAGES.noFile;
  const csvName = /\.csv$/i.test(file.name);
  const csvType =
    !file.type || ['text/csv', 'application/vnd.ms-excel', 'text/plain', 'application/csv'].includes(file.type);
  if (!csvName || !csvType) return UPLOAD_MESSAGES.notCsv;
  if (file.size > MAX_CSV_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** Pure: does the start of a file look like text (no NUL, not a known binary signature)? A renamed binary is not. */
export function looksLikeText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  const sig = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  return !(
    sig(0x50, 0x4b, 0x03, 0x04) ||
    sig(0x25, 0x50, 0x44, 0x46) ||
    sig(0x89, 0x50, 0x4e, 0x47) ||
    sig(0xff, 0xd8, 0xff) ||
    sig(0x47, 0x49, 0x46)
  );
}

let worker: Worker | null = null;
let nextId = 1;

/** Parses and validates a file in the CSV module worker; `onProgress` gets 0–100. */
export async function checkFileInWorker(
  kind: UploadKind,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<CheckedFile> {
  const head = new Uint8Array(await file.slice(0, 512).arrayBuffer());
  if (!looksLikeText(head)) throw new Error(UPLOAD_MESSAGES.notCsv);
  worker ??= new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' });
  const id = nextId++;
  const w = worker;
  return new Promise<CheckedFile>((resolve, reject) => {
    const listener = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      if (reply.type === 'progress') return onProgress(reply.percent);
      w.removeEventListener('message', listener);
      if (reply.type === 'done') resolve(reply.checked);
      else reject(new Error(reply.message));
    };
    w.addEventListener('message', listener);
    w.postMessage({ id, kind, file } satisfies WorkerRequest);
  });
}
