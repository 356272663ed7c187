import { sql, type Kysely } from 'kysely';
import type { JobSource, JobState } from '../../contract/jobs/rules.js';
import type { Database } from '../db/database.js';

/** One row of the monitor's list (/bulk-process, /upload-activity): a queue job or an upload, as the SQL reads it. */
export interface ListedJob {
  source: JobSource;
  id: number;
  kind: string;
  label: string;
  state: string;
  started_by: string;
  rows_total: number | null;
  rows_done: number;
  error_count: number;
  message: string | null;
  attempts: number;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  cancel_requested: number;
}

/** Every job, the queue's and the uploads' (read where they are kept, not moved), as one list. */
const ALL_JOBS = sql<ListedJob>`(
  select 'QUEUE' as source, id, kind, label, state, started_by, rows_total, rows_done, error_count, message,
    attempts, created_at, started_at, finished_at, cancel_requested
  from background_jobs
  union all
  select 'UPLOAD' as source, u.id, u.kind, u.file_name as label,
    case when u.status = 'DONE' then 'SUCCEEDED' when u.status = 'PENDING' then 'QUEUED' else 'FAILED' end as state,
    u.staff_email as started_by, u.row_count as rows_total,
    case when u.status = 'DONE' then u.row_count else 0 end as rows_done,
    (select count(*) from upload_job_rows r where r.job_id = u.id and r.status = 'FAILED') as error_count,
    null as message, 1 as attempts, u.created_at, u.created_at as started_at,
    case when u.status = 'PENDING' then null else u.created_at end as finished_at, 0 as cancel_requested
  from upload_jobs u
)`.as('j');

/** The monitor's filters (each optional). */
export interface JobListFilters {
  state?: JobState;
  source?: JobSource;
  kind?: string;
  startedBy?: string;
}

/**
 * THE rule of which jobs a filter selects: the monitor's list pages it and the quick summary counts it (issue 46
 * item 1), so a tile's figure is the total of the list it opens.
 */
export function jobsWhere(db: Kysely<Database>, q: JobListFilters) {
  let base = db.selectFrom(ALL_JOBS);
  if (q.state) base = base.where('j.state', '=', q.state);
  if (q.source) base = base.where('j.source', '=', q.source);
  if (q.kind) base = base.where('j.kind', '=', q.kind);
  if (q.startedBy) base = base.where(sql`lower(j.started_by)`, 'like', `%${q.startedBy.toLowerCase()}%`);
  return base;
}

/** The jobs of one source per state, as jobsWhere selects them (the quick summary's uploads and jobs tiles). */
export async function jobStateCounts(
  db: Kysely<Database>,
  source: JobSource,
): Promise<{ state: string; n: number | string | bigint }[]> {
  return jobsWhere(db, { source })
    .select(['j.state as state', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('j.state')
    .execute();
}
