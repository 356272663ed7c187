import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connect.js';
import type { Database } from '../db/database.js';
import type { JobRow, NewJob } from '../repositories/background-jobs.js';
import { PgBossQueue } from './pg-boss-queue.js';
import { TableQueue } from './table-queue.js';

export { JOB_LEASE_MS, JOB_RETRY_BACKOFF_MS } from './job-runner.js';

/**
 * The job queue kept in the database (issue 45 item 2), behind one small interface: enqueue, work, cancel, retry and
 * progress (a handler's `step`). `background_jobs` is the record on both databases; a worker takes a job by one
 * conditional update (claimJob) and holds it under a lease it renews at every step, so:
 * - two workers (two instances) never run one job: one claim wins;
 * - a job whose server stopped or died is taken again once its lease runs out (or at once when the server handed it
 *   back on close) and goes on from its last checkpoint: handlers are written to resume (or restart idempotently);
 * - cancel is a conditional update too: a queued job at once, a running one at its next step.
 * On SQLite the table is the queue: each server polls it. On PostgreSQL pg-boss carries jobs to the workers of every
 * instance (LISTEN/NOTIFY and SKIP LOCKED); a sweep hands pg-boss any job that is due and not with it (after a
 * restart, a retry's back-off), and the claim above still decides.
 */
export interface JobQueue {
  enqueue(job: NewJob): Promise<JobRow>;
  /** Registers the handler of a kind (before start). */
  work(kind: string, handler: JobHandler): void;
  cancel(id: number): Promise<'cancelled' | 'requested' | null>;
  retry(id: number): Promise<boolean>;
  start(): Promise<void>;
  /** Stops taking jobs; a job running stops at its next step and is handed back (queued, its checkpoint kept). */
  stop(): Promise<void>;
}

export interface JobContext<I = unknown, C = unknown> {
  id: number;
  input: I;
  /** Where the last run got to (null on a first run). */
  checkpoint: C | null;
  attempt: number;
  /** Records progress and the checkpoint to resume from; throws when the job was cancelled or must stop. */
  step(rowsDone: number, rowsTotal: number | null, checkpoint: C): Promise<void>;
}

export interface JobOutcome {
  message?: string;
  result?: unknown;
  /** Lines of the errors file (CSV with its header first), when some rows failed. */
  errors?: { header: string; lines: string[] };
  /** A job that finished but could not do its work (a file that cannot be parsed): FAILED with its message. */
  failed?: boolean;
}

export type JobHandler = (ctx: JobContext<never, never>) => Promise<JobOutcome>;

export interface QueueOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL's URL (pg-boss keeps its own schema, `pgboss`, there). */
  databaseUrl?: string;
  pollMs?: number;
  leaseMs?: number;
  log?: (msg: string, err?: unknown) => void;
}

export function createJobQueue(opts: QueueOptions): JobQueue {
  return opts.dialect === 'postgres' && opts.databaseUrl ? new PgBossQueue(opts) : new TableQueue(opts);
}
