/// <reference lib="webworker" />
/**
 * Bulk Dispute's CSV check off the main thread (DESIGN.md §8): papaparse in a module worker of ours, types off (so
 * merchant ids and amounts stay as written), then the contract's row rules.
 */
import '../../../bootstrap/zod-jitless'; // first: before any module that defines a zod schema
import Papa from 'papaparse';
import { checkBulkRecords, type CheckedBulkFile } from '../../../../contract/disputes/bulk';

export interface BulkCheckRequest {
  file: File;
  categories: Record<string, string[]>;
}

self.onmessage = async (event: MessageEvent<BulkCheckRequest>) => {
  const post = (reply: { checked: CheckedBulkFile } | { error: string }) =>
    (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply);
  try {
    const text = await event.data.file.text();
    const parsed = Papa.parse<string[]>(text, { dynamicTyping: false, skipEmptyLines: 'greedy' });
    post({ checked: checkBulkRecords(parsed.data, event.data.categories) });
  } catch (error) {
    post({ error: error instanceof Error ? error.message : String(error) });
  }
};
