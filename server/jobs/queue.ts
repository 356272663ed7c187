import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PgBoss } from 'pg-boss';
import type { Dialect } from '../db/connect.js';
import type { Database } from '../db/database.js';
import { outsideRequest } from '../plugins/idempotency.js';
import {
  cancelJob,
  claimJob,
  dueJobIds,
  endRun,
  holdJob,
  insertJob,
  recordProgress,
  retryJob,
  type JobRow,
  type NewJob,
} from '../repositories/background-jobs.js';

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

/** Thrown by `step` when the job must end now: asked to cancel, the server is stopping, or the lease was lost. */
class StopRun extends Error {
  constructor(readonly why: 'cancel' | 'stopping' | 'lost') {
    super(why);
  }
}

export const JOB_LEASE_MS = 30_000;
/** A failed attempt is tried again this much later (× the attempt number), up to the job's max_attempts. */
export const JOB_RETRY_BACKOFF_MS = 2_000;
const POLL_MS = 500;
const SWEEP_MS = 2_000;
/** A job queued by a request is looked for this soon after (its transaction has committed by then, as a rule). */
const KICK_MS = 100;
const PG_QUEUE = 'console-jobs';

interface QueueOptions {
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

/** What both drivers share: the handlers, the runs in flight, and running one claimed job to its end. */
abstract class BaseQueue implements JobQueue {
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

  abstract enqueue(job: NewJob): Promise<JobRow>;
  abstract start(): Promise<void>;
  abstract retry(id: number): Promise<boolean>;

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

/** SQLite: the table is the queue; this server polls it for due jobs and runs one at a time. */
class TableQueue extends BaseQueue {
  #timer: NodeJS.Timeout | undefined;
  #busy = false;
  #started = false;

  async enqueue(job: NewJob) {
    const row = await insertJob(this.db, job, Date.now());
    this.#kick();
    return row;
  }

  async retry(id: number) {
    const ok = await retryJob(this.db, id, Date.now(), null);
    if (ok) this.#kick();
    return ok;
  }

  async start() {
    this.#started = true;
    this.#schedule(0);
  }

  override async stop() {
    clearTimeout(this.#timer);
    await super.stop();
  }

  #kick() {
    if (this.#started && !this.#busy) this.#schedule(KICK_MS);
  }

  #schedule(ms: number) {
    if (this.stopping) return;
    clearTimeout(this.#timer);
    // The worker's queries never join the transaction of the request that queued the job (requestScopedDb).
    this.#timer = setTimeout(() => outsideRequest(() => void this.#poll()), ms);
    this.#timer.unref();
  }

  async #poll() {
    if (this.#busy || this.stopping) return;
    this.#busy = true;
    try {
      for (;;) {
        const [id] = await dueJobIds(this.db, Date.now(), 1);
        if (id === undefined || this.stopping) break;
        await this.run(id);
      }
    } catch (err) {
      this.log('job poll failed', err);
    } finally {
      this.#busy = false;
      this.#schedule(this.opts.pollMs ?? POLL_MS);
    }
  }
}

/**
 * PostgreSQL: pg-boss delivers `{ id }` messages to the workers of every instance; the row's claim decides. pg-boss
 * starts with the first job this server sees (enqueued here, or found due by the sweep), so an instance that runs
 * no jobs holds no pg-boss connections.
 */
class PgBossQueue extends BaseQueue {
  #boss: PgBoss | undefined;
  #booting: Promise<PgBoss> | undefined;
  #sweep: NodeJS.Timeout | undefined;
  #soon: NodeJS.Timeout | undefined;

  async enqueue(job: NewJob) {
    const row = await insertJob(this.db, job, Date.now());
    this.#sweepSoon();
    return row;
  }

  async retry(id: number) {
    const ok = await retryJob(this.db, id, Date.now(), null);
    if (ok) this.#sweepSoon();
    return ok;
  }

  async start() {
    const tick = async () => {
      await this.#sweepOnce();
      if (!this.stopping) this.#sweep = setTimeout(() => outsideRequest(() => void tick()), SWEEP_MS).unref();
    };
    void tick();
  }

  override async stop() {
    clearTimeout(this.#sweep);
    clearTimeout(this.#soon);
    await super.stop();
    const boss = this.#boss ?? (this.#booting ? await this.#booting.catch(() => undefined) : undefined);
    await boss?.stop({ graceful: true, close: true, timeout: 5000 });
  }

  /** Looks for due jobs shortly, outside the request that queued one (after its transaction commits). */
  #sweepSoon() {
    clearTimeout(this.#soon);
    this.#soon = setTimeout(() => outsideRequest(() => void this.#sweepOnce()), KICK_MS).unref();
  }

  /**
   * Hands pg-boss the jobs that are due and not with it: new ones, those handed back by a server that stopped, a
   * retry's back-off that ran out, a dead worker's. Each is held first (one conditional update), so an instance's
   * sweep sends it once; the claim decides anyway.
   */
  async #sweepOnce() {
    if (this.stopping) return;
    try {
      const now = Date.now();
      for (const id of await dueJobIds(this.db, now, 50)) {
        if (this.stopping) return;
        if (await holdJob(this.db, id, now, this.leaseMs)) {
          const boss = await this.#bossReady();
          await boss.send(PG_QUEUE, { id }, { retryLimit: 0 });
        }
      }
    } catch (err) {
      this.log('job sweep failed', err);
    }
  }

  #bossReady(): Promise<PgBoss> {
    if (this.#boss) return Promise.resolve(this.#boss);
    this.#booting ??= (async () => {
      const boss = new PgBoss({ connectionString: this.opts.databaseUrl!, max: 3, supervise: true, schedule: false });
      boss.on('error', (err) => this.log('pg-boss error', err));
      await boss.start();
      await boss.createQueue(PG_QUEUE).catch(() => undefined);
      await boss.work<{ id: number }>(PG_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([message]) => {
        if (message) await this.run(message.data.id, true);
      });
      this.#boss = boss;
      return boss;
    })();
    return this.#booting;
  }
}
