import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { JOB_CALLS } from '../../../contract/jobs/calls.js';
import { JOB_MESSAGES, JOB_REF, JOB_SOURCES, JOB_STATES, type JobSource } from '../../../contract/jobs/rules.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { RequestError } from '../../plugins/validation.js';
import { findJob } from '../../repositories/background-jobs.js';
import { jobsWhere } from '../../repositories/job-list.js';
import { serve } from '../declared.js';
import { pageParam, sizeParam } from '../paging.js';
import { ok, okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';
import { backtestRoutes } from './backtest-routes.js';
import { jobAudit, jobDto, queueJobDto, toJobDto, type ListedJob } from './job-dto.js';
import { sftpRoutes } from './sftp-routes.js';

const listQuery = z.object({
  state: z.enum(JOB_STATES).optional(),
  source: z.enum(JOB_SOURCES).optional(),
  kind: z.string().trim().max(40).optional(),
  startedBy: z.string().trim().max(254).optional(),
  page: pageParam(0),
  size: sizeParam(20),
});

async function listJobs(db: Kysely<Database>, q: z.infer<typeof listQuery>) {
  const base = jobsWhere(db, q);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('j.created_at', 'desc')
      .orderBy('j.source')
      .orderBy('j.id', 'desc')
      .limit(q.size)
      .offset(q.page * q.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ListedJob[], total: Number(count.n) };
}

const refParam = z.object({ ref: z.string().regex(JOB_REF, 'A job reference is Q or U and a number.') });
const parseRef = (ref: string) => ({
  source: (ref[0] === 'Q' ? 'QUEUE' : 'UPLOAD') as JobSource,
  id: Number(ref.slice(1)),
});

/**
 * /bulk-process, /sftp-panel and /recon/swipe-backtest (issue 45 items 1 and 2): the monitor of every background job
 * (the queue's and the uploads'), cancel and retry (one conditional update each, audited, idempotent), the SFTP
 * drop files per day with reprocess and scan (jobs on the queue; sftp-routes.ts), and the card-swipe backtest (a job on
 * the queue; backtest-routes.ts).
 */
export async function jobRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const audit = jobAudit(db);

  serve(
    app,
    JOB_CALLS.jobs,
    { querystring: listQuery, response: { 200: okSchema(pageSizeSchema(jobDto)) } },
    async (request) => {
      const { rows, total } = await listJobs(db, request.query);
      return ok(pageOfSize(rows.map(toJobDto), request.query, total));
    },
  );

  serve(app, JOB_CALLS.jobErrors, { params: refParam }, async (request, reply) => {
    const { source, id } = parseRef(request.params.ref);
    let csv: string | null = null;
    if (source === 'QUEUE') csv = (await findJob(db, id))?.errors_csv ?? null;
    else {
      const rows = await db
        .selectFrom('upload_job_rows')
        .select(['line', 'merchant_id', 'remarks'])
        .where('job_id', '=', id)
        .where('status', '=', 'FAILED')
        .orderBy('line')
        .execute();
      if (rows.length)
        csv =
          [
            'line,merchant_id,reason',
            ...rows.map((r) => `${r.line},${r.merchant_id},"${(r.remarks ?? '').replace(/"/g, '""')}"`),
          ].join('\n') + '\n';
    }
    if (!csv) throw new RequestError(404, JOB_MESSAGES.noErrors);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="job-${request.params.ref}-errors.csv"`)
      .send(csv);
  });

  serve(app, JOB_CALLS.cancelJob, { params: refParam, response: { 200: okSchema(jobDto) } }, async (request) => {
    const { source, id } = parseRef(request.params.ref);
    const before = source === 'QUEUE' ? await findJob(db, id) : undefined;
    if (source === 'UPLOAD' || !before) {
      if (source === 'UPLOAD') throw new RequestError(409, JOB_MESSAGES.notCancellable);
      throw new RequestError(404, 'No Record Found!');
    }
    const outcome = await app.jobs.cancel(id);
    if (!outcome) throw new RequestError(409, JOB_MESSAGES.notCancellable);
    const after = (await findJob(db, id))!;
    await audit(request, 'background_job.cancel', id, queueJobDto(after), queueJobDto(before));
    return ok(queueJobDto(after), outcome === 'cancelled' ? JOB_MESSAGES.cancelled : JOB_MESSAGES.cancelling);
  });

  serve(app, JOB_CALLS.retryJob, { params: refParam, response: { 200: okSchema(jobDto) } }, async (request) => {
    const { source, id } = parseRef(request.params.ref);
    if (source === 'UPLOAD') throw new RequestError(409, JOB_MESSAGES.notRetryable);
    const before = await findJob(db, id);
    if (!before) throw new RequestError(404, 'No Record Found!');
    if (!(await app.jobs.retry(id))) throw new RequestError(409, JOB_MESSAGES.notRetryable);
    const after = (await findJob(db, id))!;
    await audit(request, 'background_job.retry', id, queueJobDto(after), queueJobDto(before));
    return ok(queueJobDto(after), JOB_MESSAGES.retried);
  });

  await sftpRoutes(app, deps);
  await backtestRoutes(app, deps);
}
