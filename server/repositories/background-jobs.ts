import { sql, type Kysely, type Selectable } from 'kysely';
import type { JobState } from '../../contract/jobs/rules.js';
import type { Database } from '../db/database.js';
import type { BackgroundJobTable } from '../db/tables/background-jobs.js';

export type JobRow = Selectable<BackgroundJobTable>;

/**
 * The background_jobs rows (migration 0055): every change is one conditional update, so two workers, a worker and a
 * cancel, or two cancels never both win.
 */
export interface NewJob {
  kind: string;
  label: string;
  input: unknown;
  startedBy: string;
  rowsTotal?: number | null;
  /** Not to be handed out before this instant (PostgreSQL: the row was just sent to pg-boss). */
  holdUntil?: number | null;
}

export async function insertJob(db: Kysely<Database>, job: NewJob, now: number): Promise<JobRow> {
  return db
    .insertInto('background_jobs')
    .values({
      kind: job.kind,
      label: job.label,
      state: 'QUEUED' satisfies JobState,
      input_json: JSON.stringify(job.input ?? null),
      started_by: job.startedBy,
      rows_total: job.rowsTotal ?? null,
      lease_until: job.holdUntil ?? null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const findJob = (db: Kysely<Database>, id: number) =>
  db.selectFrom('background_jobs').selectAll().where('id', '=', id).executeTakeFirst();

/** Jobs a worker may take now: queued and not held, or running under a lease that ran out (its worker died). */
export async function dueJobIds(db: Kysely<Database>, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('background_jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'QUEUED'), eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)])]),
        eb.and([eb('state', '=', 'RUNNING'), eb('lease_until', '<', now)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Holds a due job for `ms` (it is being handed to pg-boss): queued again (a dead worker's run gives up its owner),
 * not due to anyone else until then; false when another instance held it first.
 */
export async function holdJob(db: Kysely<Database>, id: number, now: number, ms: number): Promise<boolean> {
  const res = await db
    .updateTable('background_jobs')
    .set({ state: 'QUEUED' satisfies JobState, lease_owner: null, lease_until: now + ms })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'QUEUED'), eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)])]),
        eb.and([eb('state', '=', 'RUNNING'), eb('lease_until', '<', now)]),
      ]),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Claims job `id` for `owner` until now + leaseMs: one conditional update on a queued job (held or not, when
 * `evenHeld`), or a running one whose lease ran out. Counts the attempt. The claimed row, or undefined.
 */
export async function claimJob(
  db: Kysely<Database>,
  id: number,
  owner: string,
  now: number,
  leaseMs: number,
  evenHeld = false,
): Promise<JobRow | undefined> {
  const res = await db
    .updateTable('background_jobs')
    .set((eb) => ({
      state: 'RUNNING' satisfies JobState,
      lease_owner: owner,
      lease_until: now + leaseMs,
      attempts: eb('attempts', '+', 1),
      started_at: sql<number>`coalesce(started_at, ${now})`,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('state', '=', 'QUEUED'),
          evenHeld ? sql<boolean>`1 = 1` : eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]),
        ]),
        eb.and([eb('state', '=', 'RUNNING'), eb('lease_until', '<', now)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return undefined;
  return findJob(db, id);
}

export interface Progress {
  rowsDone: number;
  rowsTotal: number | null;
  checkpoint: unknown;
}

/**
 * Records progress and renews the lease, if `owner` still holds the job. Answers 'held', 'cancel' (someone asked it
 * to stop) or 'lost' (the lease ran out and another worker took it, or the job was cancelled).
 */
export async function recordProgress(
  db: Kysely<Database>,
  id: number,
  owner: string,
  p: Progress,
  now: number,
  leaseMs: number,
): Promise<'held' | 'cancel' | 'lost'> {
  const res = await db
    .updateTable('background_jobs')
    .set({
      rows_done: p.rowsDone,
      rows_total: p.rowsTotal,
      checkpoint_json: JSON.stringify(p.checkpoint ?? null),
      lease_until: now + leaseMs,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('state', '=', 'RUNNING')
    .where('lease_owner', '=', owner)
    .returning('cancel_requested')
    .executeTakeFirst();
  if (!res) return 'lost';
  return res.cancel_requested ? 'cancel' : 'held';
}

export interface JobEnd {
  state: Extract<JobState, 'SUCCEEDED' | 'FAILED' | 'CANCELLED' | 'QUEUED'>;
  message?: string | null;
  result?: unknown;
  errorsCsv?: string | null;
  errorCount?: number;
  /** QUEUED: not before this instant (a retry's back-off); a handed-back job: null. */
  holdUntil?: number | null;
}

/** Ends (or hands back) the run `owner` holds: one conditional update; false when it no longer held it. */
export async function endRun(db: Kysely<Database>, id: number, owner: string, end: JobEnd, now: number) {
  const finished = end.state !== 'QUEUED';
  const res = await db
    .updateTable('background_jobs')
    .set({
      state: end.state,
      lease_owner: null,
      lease_until: finished ? null : (end.holdUntil ?? null),
      ...(end.message !== undefined && { message: end.message }),
      ...(end.result !== undefined && { result_json: JSON.stringify(end.result) }),
      ...(end.errorsCsv !== undefined && { errors_csv: end.errorsCsv }),
      ...(end.errorCount !== undefined && { error_count: end.errorCount }),
      finished_at: finished ? now : null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('state', '=', 'RUNNING')
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Cancels a job: a queued one (or a running one whose worker is gone) at once; a running one is asked to stop at
 * its next step. 'cancelled', 'requested', or null when it is neither queued nor running.
 */
export async function cancelJob(
  db: Kysely<Database>,
  id: number,
  now: number,
): Promise<'cancelled' | 'requested' | null> {
  const at = await db
    .updateTable('background_jobs')
    .set({ state: 'CANCELLED', lease_owner: null, lease_until: null, finished_at: now, updated_at: now })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('state', '=', 'QUEUED'), eb.and([eb('state', '=', 'RUNNING'), eb('lease_until', '<', now)])]),
    )
    .executeTakeFirst();
  if (Number(at.numUpdatedRows) === 1) return 'cancelled';
  const asked = await db
    .updateTable('background_jobs')
    .set({ cancel_requested: 1, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'RUNNING')
    .where('cancel_requested', '=', 0)
    .executeTakeFirst();
  return Number(asked.numUpdatedRows) === 1 ? 'requested' : null;
}

/** Queues a failed or cancelled job again from the start; false when it is not failed or cancelled. */
export async function retryJob(db: Kysely<Database>, id: number, now: number, holdUntil: number | null) {
  const res = await db
    .updateTable('background_jobs')
    .set({
      state: 'QUEUED',
      attempts: 0,
      rows_done: 0,
      error_count: 0,
      errors_csv: null,
      checkpoint_json: null,
      result_json: null,
      message: null,
      cancel_requested: 0,
      lease_owner: null,
      lease_until: holdUntil,
      started_at: null,
      finished_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('state', 'in', ['FAILED', 'CANCELLED'])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
