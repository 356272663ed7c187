import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import {
  cancelJob,
  claimJob,
  endRun,
  insertJob,
  recordProgress,
  retryJob,
  type JobRow,
  type NewJob,
} from '../repositories/background-jobs.js';
import type { JobContext, JobHandler, JobQueue, QueueOptions } from './queue.js';

/** Thrown by `step` when the job must end now: asked to cancel, the server is stopping, or the lease was lost. */
class StopRun extends Error {
  constructor(readonly why: 'cancel' | 'stopping' | 'lost') {
    super(why);
  }
}

export const JOB_LEASE_MS = 30_000;
/** A failed attempt is tried again this much later (× the attempt number), up to the job's max_attempts. */
export const JOB_RETRY_BACKOFF_MS = 2_000;
/** A job queued by a request is looked for this soon after (its transaction has committed by then, as a rule). */
export const KICK_MS = 100;

/** What both drivers share: the handlers, the runs in flight, and running one claimed job to its end. */
export abstract class BaseQueue implements JobQueue {
  protected readonly db: Kysely<Database>;
  protected readonly owner = `w-${randomUUID()}`;
  protected readonly handlers = new Map<string, JobHandler>();
  protected readonly running = new Set<Promise<void>>();
  protected stopping = false;
  protected readonly leaseMs: number;
  protected readonly log: (msg: string, err?: unknown) => void;

  constructor(protected readonly opts: QueueOptions) {
    this.db = opts.db;
    this.leaseMs = opts.leaseMs ?? JOB_LEASE_MS;
    this.log = opts.log ?? (() => undefined);
  }

  abstract start(): Promise<void>;
  /** Looks for due jobs soon: a job was queued or queued again (after the request's transaction commits). */
  protected abstract wake(): void;

  async enqueue(job: NewJob): Promise<JobRow> {
    const row = await insertJob(this.db, job, Date.now());
    this.wake();
    return row;
  }

  async retry(id: number): Promise<boolean> {
    const ok = await retryJob(this.db, id, Date.now(), null);
    if (ok) this.wake();
    return ok;
  }

  work(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  cancel(id: number) {
    return cancelJob(this.db, id, Date.now());
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.running]);
  }

  /** Claims and runs job `id`; false when another worker had it (or this queue is stopping). */
  protected async run(id: number, evenHeld = false): Promise<boolean> {
    if (this.stopping) return false;
    const job = await claimJob(this.db, id, this.owner, Date.now(), this.leaseMs, evenHeld);
    if (!job) return false;
    const done = this.#execute(job).finally(() => this.running.delete(done));
    this.running.add(done);
    await done;
    return true;
  }

  async #execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const end = (e: Parameters<typeof endRun>[3]) => endRun(this.db, job.id, this.owner, e, Date.now());
    if (!handler) {
      await end({ state: 'FAILED', message: `No worker for jobs of kind ${job.kind}.` });
      return;
    }
    const ctx: JobContext = {
      id: job.id,
      input: JSON.parse(job.input_json),
      checkpoint: job.checkpoint_json ? JSON.parse(job.checkpoint_json) : null,
      attempt: job.attempts,
      step: async (rowsDone, rowsTotal, checkpoint) => {
        if (this.stopping) throw new StopRun('stopping');
        const held = await recordProgress(
          this.db,
          job.id,
          this.owner,
          { rowsDone, rowsTotal, checkpoint },
          Date.now(),
          this.leaseMs,
        );
        if (held !== 'held') throw new StopRun(held);
      },
    };
    try {
      const out = await handler(ctx as JobContext<never, never>);
      const errors = out.errors?.lines.length ? out.errors : undefined;
      await end({
        state: out.failed ? 'FAILED' : 'SUCCEEDED',
        message: out.message ?? null,
        result: out.result ?? null,
        errorsCsv: errors ? [errors.header, ...errors.lines].join('\n') + '\n' : null,
        errorCount: errors?.lines.length ?? 0,
      });
    } catch (err) {
      if (err instanceof StopRun) {
        if (err.why === 'cancel') await end({ state: 'CANCELLED', message: 'Cancelled while running.' });
        // Stopping: handed back at once, to be resumed from its checkpoint by the next server (or another instance).
        else if (err.why === 'stopping') await end({ state: 'QUEUED', holdUntil: null });
        return;
      }
      const message = String((err as Error)?.message ?? err).slice(0, 300);
      const again = job.attempts < job.max_attempts;
      this.log(`job ${job.id} (${job.kind}) attempt ${job.attempts} failed`, err);
      await end(
        again
          ? { state: 'QUEUED', message, holdUntil: Date.now() + JOB_RETRY_BACKOFF_MS * job.attempts }
          : { state: 'FAILED', message },
      );
    }
  }
}
