/**
 * /pg/payment-timeout-config and /vpa/upload (contract/pg-vpa/calls.ts; issue 45 item 5) on the investment backend:
 * the timeouts and a maker's change, the VPA file's dry run, its errors file, its confirmation and the recent files,
 * each answer unwrapped from the investment envelope.
 */
import { PG_VPA_CALLS as C } from '../../contract/pg-vpa/calls';
import type { PgMethod, VpaJobState } from '../../contract/pg-vpa/rules';
import type { TimeoutChangeBody } from '../../contract/pg-vpa/schemas';
import { callEndpoint, fetchEndpointFile } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';
import { unwrapInvestment } from './envelope';

export interface PgTimeout {
  id: number;
  method: PgMethod;
  timeoutSeconds: number;
  minSeconds: number;
  maxSeconds: number;
  updatedBy: string;
  updatedAt: number;
  version: number;
  pending: { id: number; timeoutSeconds: number; makerEmail: string; createdAt: number } | null;
}

export interface VpaFileCheck {
  jobId: number;
  fileName: string;
  total: number;
  valid: number;
  rejected: number;
  errors: { line: number; merchantId: string; vpa: string; error: string }[];
  preview: { line: number; merchantId: string; previousVpa: string | null; vpa: string }[];
}

export interface VpaFile {
  jobId: number;
  fileName: string;
  state: VpaJobState;
  uploadedBy: string;
  uploadedAt: number;
  total: number;
  valid: number;
  rejected: number;
  applied: number;
  skipped: number;
}

const inv = async <T>(call: ReturnType<typeof callEndpoint>): Promise<T> => unwrapInvestment(await call) as T;
/** A change's answer: the server's message (the toast) and its data. */
async function said<T>(call: ReturnType<typeof callEndpoint>): Promise<{ message: string; data: T }> {
  const envelope = requireSuccess(await call) as { message: string; data: T };
  return { message: envelope.message, data: envelope.data };
}

export const listTimeouts = (signal?: AbortSignal) => inv<PgTimeout[]>(callEndpoint(C.timeouts, { signal }));
export const raiseTimeoutChange = async (body: TimeoutChangeBody, idempotencyKey: string) => {
  const { message, data } = await said<{ id: number }>(callEndpoint(C.raiseTimeout, { body, idempotencyKey }));
  return { message, id: data.id };
};

export const listVpaFiles = (signal?: AbortSignal) => inv<VpaFile[]>(callEndpoint(C.vpaFiles, { signal }));
/** Multipart, one file: the dry run, checked in the server's worker and against the merchants. */
export function checkVpaFile(file: Blob, fileName: string, idempotencyKey: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  return inv<VpaFileCheck>(callEndpoint(C.checkVpaFile, { body: form, idempotencyKey }));
}
export const vpaErrorsFile = (jobId: number) => fetchEndpointFile(C.vpaErrors, { values: { jobId } });
export const confirmVpaFile = (jobId: number, idempotencyKey: string) =>
  said<{ jobId: number; applied: number; skipped: number }>(
    callEndpoint(C.confirmVpaFile, { values: { jobId }, idempotencyKey }),
  );
