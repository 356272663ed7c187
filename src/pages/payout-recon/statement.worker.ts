/// <reference lib="webworker" />
/**
 * The bank statement's CSV check off the main thread (DESIGN.md §8): papaparse in a module worker of ours, types off
 * (so UTRs and amounts stay as written), then the contract's line rules for the chosen days.
 */
import '../../bootstrap/zod-jitless'; // first: before any module that defines a zod schema
import Papa from 'papaparse';
import { checkStatement, type CheckedStatement } from '../../../contract/payouts';

export interface StatementCheckRequest {
  file: File;
  range: { from: string; to: string };
}

self.onmessage = async (event: MessageEvent<StatementCheckRequest>) => {
  const post = (reply: { checked: CheckedStatement } | { error: string }) =>
    (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply);
  try {
    const text = await event.data.file.text();
    const parsed = Papa.parse<string[]>(text, { dynamicTyping: false, skipEmptyLines: false });
    post({ checked: checkStatement(parsed.data, event.data.range) });
  } catch (error) {
    post({ error: error instanceof Error ? error.message : String(error) });
  }
};
