/**
 * Insurance (contract/insurance/calls.ts): a consumer's policies or one policy with its claims, and the CSV export of
 * the policies issued in a range of IST days, unwrapped from the CRM envelope (`success` true → `data`).
 */
import { INSURANCE_CALLS, type CLAIM_STATES, type POLICY_STATES } from '../../contract/insurance/calls';
import type { CANCEL_FILE_STATES } from '../../contract/insurance/cancellation';
import { callEndpoint, fetchEndpointFile } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';

export type PolicyState = (typeof POLICY_STATES)[number];

export interface InsuranceClaim {
  claimId: string;
  status: (typeof CLAIM_STATES)[number];
  /** Rupees. */
  amount: number;
  reason: string;
  filedAt: number;
  settledAt: number | null;
}

export interface InsurancePolicy {
  policyId: string;
  consumerId: number;
  planName: string;
  planCode: string;
  insurer: string;
  status: PolicyState;
  /** Rupees. */
  premium: number;
  /** IST days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  issuedAt: number;
  cancelledAt: number | null;
  cancelledBy: string | null;
  refund: number | null;
  claims: InsuranceClaim[];
}

export interface InsuranceExportQuery {
  from: string;
  to: string;
  status?: PolicyState;
}

export const lookupPolicies = async (q: string, signal?: AbortSignal): Promise<InsurancePolicy[]> =>
  requireSuccess(await callEndpoint(INSURANCE_CALLS.lookup, { values: { q }, signal })).data as InsurancePolicy[];

export const downloadPolicies = (query: InsuranceExportQuery) =>
  fetchEndpointFile(INSURANCE_CALLS.exportCsv, {
    values: { from: query.from, to: query.to, ...(query.status && { status: query.status }) },
  });

/** A cancellation file's dry run (rupees): counts, ₹ refunds total, the first rows with verdict and refund. */
export interface CancelFileCheck {
  jobId: number;
  fileName: string;
  total: number;
  toCancel: number;
  rejected: number;
  refundTotal: number;
  rows: { line: number; policyId: string; verdict: string; refund: number; error: string | null }[];
}

export interface CancelFile {
  jobId: number;
  fileName: string;
  state: (typeof CANCEL_FILE_STATES)[number];
  requestId: number | null;
  uploadedBy: string;
  uploadedAt: number;
  total: number;
  toCancel: number;
  rejected: number;
  cancelled: number;
  skipped: number;
  refundTotal: number;
}

export const listCancelFiles = async (signal?: AbortSignal): Promise<CancelFile[]> =>
  requireSuccess(await callEndpoint(INSURANCE_CALLS.cancelFiles, { signal })).data as CancelFile[];

/** Multipart, one file: the dry run (each row's verdict and refund); nothing changes. */
export async function checkCancelFile(file: Blob, fileName: string, idempotencyKey: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  return requireSuccess(await callEndpoint(INSURANCE_CALLS.checkCancelFile, { body: form, idempotencyKey }))
    .data as CancelFileCheck;
}

export const cancelErrorsFile = (jobId: number) =>
  fetchEndpointFile(INSURANCE_CALLS.cancelErrors, { values: { jobId } });

/** Raises the checked file for a checker (INSURANCE_CANCEL): the server's message and the request's id. */
export async function raiseCancellation(jobId: number, remarks: string, idempotencyKey: string) {
  const envelope = requireSuccess(
    await callEndpoint(INSURANCE_CALLS.raiseCancel, { body: { jobId, remarks }, idempotencyKey }),
  ) as { message: string; data: { id: number } };
  return { message: envelope.message, id: envelope.data.id };
}
