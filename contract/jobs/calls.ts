/**
 * /bulk-process (one monitor of every background job), /sftp-panel (the files banks and acquirers drop) and
 * /recon/swipe-backtest (issue 45 items 1 and 2) on the CRM API, declared once (contract/endpoint.ts).
 */
import { pathOf, type Binding } from '../binding';
import type { Endpoint } from '../endpoint';
import { JOB_KEYS as K } from './rules';

/** A binding on the CRM API at `path` (its list), opened by `access`. */
const crm = <const A extends Binding['access']>(name: string, path: string, access: A) =>
  ({ name, backend: 'crm', path, access }) as const satisfies Binding;

/** Every background job: the queue's and the uploads'; retried and cancelled by its managers. */
export const BULK_PROCESSES = crm('bulk-processes', 'jobs', { list: [K.view, K.manage], edit: [K.manage] });

/** The expected and received drop files per day; reprocessed (a parse job) by whoever may. */
export const SFTP_FILES = crm('sftp-files', 'sftp/days', {
  list: [K.sftpView, K.sftpReprocess],
  edit: [K.sftpReprocess],
});

/** Card-swipe reconciliation backtests: started and read by one key. */
export const SWIPE_BACKTESTS = crm('swipe-backtests', 'recon/swipe-backtests', {
  list: [K.backtest],
  create: [K.backtest],
});

const jobs = pathOf(BULK_PROCESSES, 'list');
const post = (path: string, rules: Binding['access'], action: 'edit' | 'create'): Endpoint => ({
  backend: 'crm',
  method: 'POST',
  path,
  access: { rules, actions: [action] },
  idempotent: true,
});

export const JOB_CALLS = {
  /** Newest first, Spring pages from 0; by state, kind, source and who started it. */
  jobs: {
    backend: 'crm',
    method: 'GET',
    path: jobs,
    access: { rules: BULK_PROCESSES.access, actions: ['list'] },
    paging: 'spring',
  },
  /** A job's errors file (CSV: line, reason), the queue's or an upload's. */
  jobErrors: {
    backend: 'crm',
    method: 'GET',
    path: `${jobs}/:ref/errors`,
    access: { rules: BULK_PROCESSES.access, actions: ['list'] },
    answer: 'file',
  },
  cancelJob: post(`${jobs}/:ref/cancel`, BULK_PROCESSES.access, 'edit'),
  retryJob: post(`${jobs}/:ref/retry`, BULK_PROCESSES.access, 'edit'),
  /** One row per business day and source (newest day first), Spring pages from 0; by source, state and day range. */
  sftpDays: {
    backend: 'crm',
    method: 'GET',
    path: pathOf(SFTP_FILES, 'list'),
    access: { rules: SFTP_FILES.access, actions: ['list'] },
    paging: 'spring',
  },
  /** The sources and what each drops daily. */
  sftpSources: {
    backend: 'crm',
    method: 'GET',
    path: '/sftp/sources',
    access: { rules: SFTP_FILES.access, actions: ['list'] },
    paging: 'whole',
  },
  /** Parses a received file again, on the queue: answers the job. */
  sftpReprocess: post('/sftp/files/:id/reprocess', SFTP_FILES.access, 'edit'),
  /** Picks up what is in the drop folder now, on the queue: answers the job. */
  sftpScan: post('/sftp/scan', SFTP_FILES.access, 'edit'),
  /** The latest backtests with their comparison per day, newest first. */
  backtests: {
    backend: 'crm',
    method: 'GET',
    path: pathOf(SWIPE_BACKTESTS, 'list'),
    access: { rules: SWIPE_BACKTESTS.access, actions: ['list'] },
    paging: 'whole',
  },
  startBacktest: post(pathOf(SWIPE_BACKTESTS, 'create'), SWIPE_BACKTESTS.access, 'create'),
} as const satisfies Record<string, Endpoint>;

export const JOB_ENDPOINTS: Readonly<Record<string, Endpoint>> = JOB_CALLS;
