/// <reference lib="webworker" />
/**
 * The CSV module worker (DESIGN.md §8): papaparse off the main thread, in a worker of our own (never papaparse's
 * `worker: true`, which needs a blob: worker the CSP forbids). Reads the file, parses with types off, validates every
 * row with the contract's row schema, and posts progress then the checked file.
 */
import '../../../bootstrap/zod-jitless'; // first: before any module that defines a zod schema
import type { UploadKind } from '../../../../contract/uploads';
import { parseAndValidate } from './parse-csv';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

const post = (reply: WorkerReply) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply);

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id, kind, file } = event.data;
  try {
    post({ id, type: 'progress', percent: 10 });
    const text = await file.text();
    post({ id, type: 'progress', percent: 40 });
    const checked = parseAndValidate(kind as UploadKind, text);
    post({ id, type: 'progress', percent: 100 });
    post({ id, type: 'done', checked });
  } catch (error) {
    post({ id, type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
