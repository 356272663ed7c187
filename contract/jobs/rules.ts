/**
 * The job queue's monitor (/bulk-process), the SFTP drop files (/sftp-panel) and the card-swipe backtest
 * (/recon/swipe-backtest) (issue 45 items 1 and 2): permission keys, states and the pure rules both sides quote.
 */
import { IST_OFFSET_MS } from '../business-time';
import type { PermissionKey } from '../permissions';

/** The keys (ours; spec §6 'bulk processes', 'reconciliation'): watch jobs, manage them, SFTP files, the backtest. */
export const JOB_KEYS = {
  view: 'CAN_VIEW_BULK_PROCESSES',
  manage: 'CAN_MANAGE_BULK_PROCESSES',
  sftpView: 'CAN_VIEW_SFTP_FILES',
  sftpReprocess: 'CAN_REPROCESS_SFTP_FILES',
  backtest: 'CAN_RUN_SWIPE_BACKTEST',
} as const satisfies Record<string, PermissionKey>;

export const JOB_STATES = ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED'] as const;
export type JobState = (typeof JOB_STATES)[number];
/** The queue's kinds; uploads (table upload_jobs) keep their own kind names and come in as source UPLOAD. */
export const QUEUE_JOB_KINDS = ['SWIPE_BACKTEST', 'SFTP_SCAN', 'SFTP_PARSE', 'INSURANCE_CANCEL'] as const;
export type QueueJobKind = (typeof QUEUE_JOB_KINDS)[number];
export const JOB_SOURCES = ['QUEUE', 'UPLOAD'] as const;
export type JobSource = (typeof JOB_SOURCES)[number];
/** A job's reference in the monitor: Q12 (the queue's job 12) or U5 (upload 5). */
export const JOB_REF = /^[QU][1-9][0-9]{0,9}$/;
export const jobRef = (source: JobSource, id: number): string => `${source === 'QUEUE' ? 'Q' : 'U'}${id}`;

/** Cancel: a queued or running job; retry: a failed or cancelled one. Uploads are finished when listed. */
export const canCancel = (source: JobSource, state: string): boolean =>
  source === 'QUEUE' && (state === 'QUEUED' || state === 'RUNNING');
export const canRetry = (source: JobSource, state: string): boolean =>
  source === 'QUEUE' && (state === 'FAILED' || state === 'CANCELLED');

/** An upload's status as the monitor's state: DONE went through, PENDING awaits its checker, anything else failed. */
export function uploadJobState(status: string): JobState {
  if (status === 'DONE') return 'SUCCEEDED';
  if (status === 'PENDING') return 'QUEUED';
  return 'FAILED';
}

/** What a day's expected file is, per source: on time, late, missing (past its time), failed to parse, or not due yet. */
export const SFTP_DAY_STATES = ['RECEIVED', 'LATE', 'MISSING', 'FAILED', 'AWAITED'] as const;
export type SftpDayState = (typeof SFTP_DAY_STATES)[number];

/** The instant `hhmm` IST on the business day `date` (YYYY-MM-DD). */
export function istDeadline(date: string, hhmm: string): number {
  return Date.parse(`${date}T${hhmm}:00Z`) - IST_OFFSET_MS;
}

/** A day's state for one source: its file (if any) against the time it was expected by. */
export function sftpDayState(
  expectedBy: number,
  file: { receivedAt: number; parseState: string } | null,
  now: number,
): SftpDayState {
  if (!file) return now > expectedBy ? 'MISSING' : 'AWAITED';
  if (file.parseState === 'FAILED') return 'FAILED';
  return file.receivedAt > expectedBy ? 'LATE' : 'RECEIVED';
}

/** A backtest covers at most this many days, none of them today or later. */
export const BACKTEST_MAX_DAYS = 31;
const DAY_MS = 86_400_000;

/** The days from `from` to `to` (YYYY-MM-DD) inclusive, or why that range cannot be backtested on `today`. */
export function backtestDays(from: string, to: string, today: string): string[] | string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return JOB_MESSAGES.badRange;
  if (end < start) return JOB_MESSAGES.badRange;
  if (to >= today) return JOB_MESSAGES.pastOnly;
  const days = (end - start) / DAY_MS + 1;
  if (days > BACKTEST_MAX_DAYS) return JOB_MESSAGES.tooLong;
  return Array.from({ length: days }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

export const JOB_MESSAGES = {
  cancelled: 'Job cancelled.',
  cancelling: 'Cancel requested: the job stops at its next step.',
  retried: 'Job queued again.',
  notCancellable: 'Only a queued or running job can be cancelled.',
  notRetryable: 'Only a failed or cancelled job can be retried.',
  noErrors: 'This job has no errors file.',
  reprocessQueued: 'Reprocess queued.',
  scanQueued: 'Drop folder scan queued.',
  backtestQueued: 'Backtest queued.',
  badRange: 'Choose a from date on or before the to date.',
  pastOnly: 'A backtest covers past days only: choose a to date before today.',
  tooLong: `A backtest covers at most ${BACKTEST_MAX_DAYS} days.`,
  alreadyParsing: 'This file is being processed already.',
} as const;
