/**
 * /bulk-process, /sftp-panel and /recon/swipe-backtest (contract/jobs/calls.ts), unwrapped from the CRM envelope
 * (`success` true → `data`). Changes go with the caller's Idempotency-Key and answer the server's message.
 */
import type { Endpoint } from '../../contract/endpoint';
import { JOB_CALLS } from '../../contract/jobs/calls';
import type { JobSource, JobState, SftpDayState } from '../../contract/jobs/rules';
import { callEndpoint, fetchEndpointFile } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';

export interface BackgroundJob {
  /** Q12 (the queue's job 12) or U5 (upload 5). */
  id: string;
  source: JobSource;
  number: number;
  kind: string;
  label: string;
  state: JobState;
  startedBy: string;
  rowsTotal: number | null;
  rowsDone: number;
  errorCount: number;
  message: string | null;
  attempts: number;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  cancelRequested: boolean;
  canCancel: boolean;
  canRetry: boolean;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
}

export interface JobFilters {
  state?: string;
  source?: string;
  kind?: string;
  startedBy?: string;
}

export interface SftpDay {
  id: string;
  businessDate: string;
  source: string;
  sourceName: string;
  expectedFile: string;
  expectedBy: number;
  state: SftpDayState;
  fileId: number | null;
  fileName: string | null;
  receivedAt: number | null;
  parseState: string | null;
  rowsParsed: number | null;
  parseError: string | null;
  jobId: number | null;
}

export interface SftpSource {
  source: string;
  name: string;
  kind: string;
  filePattern: string;
  expectedBy: string;
}

export interface SftpFilters {
  from?: string;
  to?: string;
  source?: string;
  state?: string;
}

export interface ReconTotals {
  matched: number;
  matchedPaise: number;
  unmatched: number;
  unmatchedPaise: number;
}

export interface BacktestDay {
  date: string;
  then: ReconTotals | null;
  now: ReconTotals;
  changes: { rrn: string; before: string; after: string }[];
  changedCount: number;
}

export interface Backtest {
  job: BackgroundJob;
  from: string;
  to: string;
  days: BacktestDay[];
}

type Call = Parameters<typeof callEndpoint>[1];
const envelope = async <T>(endpoint: Endpoint, call: Call) =>
  requireSuccess(await callEndpoint(endpoint, call)) as { message: string; data: T };
const dataOf = async <T>(endpoint: Endpoint, call: Call) => (await envelope<T>(endpoint, call)).data;
const given = (filters: object) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));

/** A page (from 1) of every background job, newest first. */
export const listJobs = (filters: JobFilters, page: number, size: number, signal?: AbortSignal) =>
  dataOf<Page<BackgroundJob>>(JOB_CALLS.jobs, { values: given(filters), query: { page: page - 1, size }, signal });

export const downloadJobErrors = (ref: string) => fetchEndpointFile(JOB_CALLS.jobErrors, { values: { ref } });

export const cancelJob = (ref: string, idempotencyKey: string) =>
  envelope<BackgroundJob>(JOB_CALLS.cancelJob, { values: { ref }, idempotencyKey });

export const retryJob = (ref: string, idempotencyKey: string) =>
  envelope<BackgroundJob>(JOB_CALLS.retryJob, { values: { ref }, idempotencyKey });

export const listSftpDays = (filters: SftpFilters, page: number, size: number, signal?: AbortSignal) =>
  dataOf<Page<SftpDay>>(JOB_CALLS.sftpDays, { values: given(filters), query: { page: page - 1, size }, signal });

export const listSftpSources = (signal?: AbortSignal) => dataOf<SftpSource[]>(JOB_CALLS.sftpSources, { signal });

export const reprocessSftpFile = (id: number, idempotencyKey: string) =>
  envelope<BackgroundJob>(JOB_CALLS.sftpReprocess, { values: { id }, idempotencyKey });

export const scanSftpDrop = (idempotencyKey: string) => envelope<BackgroundJob>(JOB_CALLS.sftpScan, { idempotencyKey });

export const listBacktests = (signal?: AbortSignal) => dataOf<Backtest[]>(JOB_CALLS.backtests, { signal });

export const startBacktest = (body: { from: string; to: string }, idempotencyKey: string) =>
  envelope<Backtest>(JOB_CALLS.startBacktest, { body, idempotencyKey });
