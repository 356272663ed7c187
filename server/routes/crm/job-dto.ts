import type { Kysely } from 'kysely';
import { z } from 'zod';
import { canCancel, canRetry, JOB_SOURCES, JOB_STATES, jobRef } from '../../../contract/jobs/rules.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { writeAudit } from '../../repositories/audit.js';
import type { JobRow } from '../../repositories/background-jobs.js';
import type { ListedJob } from '../../repositories/job-list.js';

export type { ListedJob };

/** A background job as the monitor, the SFTP panel and the backtest answer it (the queue's or an upload). */
export const jobDto = z.object({
  /** The job's reference: Q12 (the queue's job 12) or U5 (upload 5). */
  id: z.string(),
  source: z.enum(JOB_SOURCES),
  number: z.number().int(),
  kind: z.string(),
  label: z.string(),
  state: z.enum(JOB_STATES),
  startedBy: z.string(),
  rowsTotal: z.number().int().nullable(),
  rowsDone: z.number().int(),
  errorCount: z.number().int(),
  message: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.number(),
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  cancelRequested: z.boolean(),
  canCancel: z.boolean(),
  canRetry: z.boolean(),
});
export type JobDto = z.infer<typeof jobDto>;

export function toJobDto(r: ListedJob): JobDto {
  // The list's SQL already reads an upload's status as a state (uploadJobState, the same rule).
  const state = r.state as JobDto['state'];
  return {
    id: jobRef(r.source, Number(r.id)),
    source: r.source,
    number: Number(r.id),
    kind: r.kind,
    label: r.label,
    state,
    startedBy: r.started_by,
    rowsTotal: r.rows_total === null ? null : Number(r.rows_total),
    rowsDone: Number(r.rows_done),
    errorCount: Number(r.error_count),
    message: r.message,
    attempts: Number(r.attempts),
    createdAt: Number(r.created_at),
    startedAt: r.started_at === null ? null : Number(r.started_at),
    finishedAt: r.finished_at === null ? null : Number(r.finished_at),
    cancelRequested: Boolean(Number(r.cancel_requested)),
    canCancel: canCancel(r.source, state),
    canRetry: canRetry(r.source, state),
  };
}
export const queueJobDto = (r: JobRow) => toJobDto({ ...r, source: 'QUEUE' });

/** A business day as typed in a query or body. */
export const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.');

/** One audit row on background_jobs for a change to a job (cancel, retry, reprocess, scan, backtest). */
export const jobAudit =
  (db: Kysely<Database>) =>
  (request: Parameters<typeof principalOf>[0], action: string, id: number, after: unknown, before?: unknown) =>
    writeAudit(db, {
      actor: principalOf(request),
      action,
      entity: 'background_jobs',
      entityId: id,
      before: before ?? null,
      after,
    });
