/**
 * Merchant-transaction reconciliation's calls (contract/recon/calls.ts; issue 45 item 1), unwrapped from the
 * merchant-support envelope: settlement file uploads, runs, a run's rows, reviews, the run's CSV, the on-spot trace.
 */
import { TXN_RECON_CALLS as CALLS } from '../../contract/recon/calls';
import type { ReconGroup, RunState, SettlementSource } from '../../contract/recon/rules';
import { callEndpoint, fetchEndpointFile } from '../endpoint-client';
import { unwrapMerchantSupport } from './envelope';

export interface ReconGroupTotals {
  group: ReconGroup;
  count: number;
  oursTotal: number;
  theirsTotal: number;
  open: number;
}

export interface TxnReconRun {
  id: number;
  source: SettlementSource;
  fileName: string;
  jobId: number | null;
  lines: number;
  from: string;
  to: string;
  runBy: string;
  runAt: number;
  state: RunState;
  open: number;
  groups?: ReconGroupTotals[];
}

export interface TxnReconItem {
  id: number;
  runId: number;
  group: ReconGroup;
  reason: string;
  ref: string;
  line: number | null;
  txnId: string | null;
  oursAmount: number | null;
  oursStatus: string | null;
  oursDay: string | null;
  theirsAmount: number | null;
  theirsStatus: string | null;
  theirsDay: string | null;
  reviewStatus: 'OPEN' | 'REVIEWED' | null;
  reviewRemarks: string | null;
  reviewedBy: string | null;
  reviewedAt: number | null;
}

export interface ItemFilters {
  group?: ReconGroup;
  review?: 'OPEN' | 'REVIEWED';
  ref?: string;
}

export interface FileLine {
  itemId: number;
  runId: number;
  fileName: string;
  runAt: number;
  group: string;
  reason: string;
  amount: number;
  status: string;
  day: string;
  reviewStatus: string | null;
  reviewRemarks: string | null;
  reviewedBy: string | null;
}

export interface OnSpotTrace {
  ref: string;
  ours: {
    txnId: string;
    merchantId: string;
    amount: number;
    status: string;
    mode: string;
    day: string;
    at: number;
  } | null;
  acquirer: FileLine | null;
  bank: FileLine | null;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
}

const data = <T>(response: Parameters<typeof unwrapMerchantSupport>[0]): T => unwrapMerchantSupport(response) as T;
const given = (filters: object) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));

export async function uploadSettlementFile(
  source: SettlementSource,
  file: Blob,
  fileName: string,
  idempotencyKey: string,
) {
  const form = new FormData();
  form.append('file', file, fileName);
  const endpoint = source === 'ACQUIRER' ? CALLS.uploadAcquirer : CALLS.uploadBank;
  return data<TxnReconRun>(await callEndpoint(endpoint, { body: form, idempotencyKey }));
}

export async function listReconRuns(page: number, size: number, signal?: AbortSignal) {
  return data<Page<TxnReconRun>>(await callEndpoint(CALLS.runs, { query: { page: page - 1, size }, signal }));
}

export async function getReconRun(id: number, signal?: AbortSignal) {
  return data<TxnReconRun>(await callEndpoint(CALLS.run, { values: { id }, signal }));
}

export async function listReconItems(
  id: number,
  filters: ItemFilters,
  page: number,
  size: number,
  signal?: AbortSignal,
) {
  return data<Page<TxnReconItem>>(
    await callEndpoint(CALLS.items, { values: { id }, query: { ...given(filters), page: page - 1, size }, signal }),
  );
}

export async function reviewReconItem(id: number, remarks: string, idempotencyKey: string) {
  return data<TxnReconItem>(await callEndpoint(CALLS.review, { values: { id }, body: { remarks }, idempotencyKey }));
}

export function downloadReconRun(id: number): Promise<Blob> {
  return fetchEndpointFile(CALLS.export, { values: { id } });
}

export async function traceOnSpot(ref: string, signal?: AbortSignal) {
  return data<OnSpotTrace>(await callEndpoint(CALLS.onSpot, { query: { ref }, signal }));
}
