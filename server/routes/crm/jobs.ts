import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { JOB_CALLS } from '../../../contract/jobs/calls.js';
import {
  backtestDays,
  canCancel,
  canRetry,
  istDateOf,
  istDeadline,
  JOB_MESSAGES,
  JOB_REF,
  JOB_SOURCES,
  JOB_STATES,
  jobRef,
  SFTP_DAY_STATES,
  sftpDayState,
  type JobSource,
} from '../../../contract/jobs/rules.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { findJob, type JobRow } from '../../repositories/background-jobs.js';
import { jobsWhere, type ListedJob } from '../../repositories/job-list.js';
import { serve } from '../declared.js';
import { pageParam, sizeParam } from '../paging.js';
import { idParam, ok, okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';

const jobDto = z.object({
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
type JobDto = z.infer<typeof jobDto>;

function toJobDto(r: ListedJob): JobDto {
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
const queueJobDto = (r: JobRow) => toJobDto({ ...r, source: 'QUEUE' });

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

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.');
const sftpQuery = z.object({
  from: dateText.optional(),
  to: dateText.optional(),
  source: z.string().trim().max(30).optional(),
  state: z.enum(SFTP_DAY_STATES).optional(),
  page: pageParam(0),
  size: sizeParam(20),
});
const sftpDayDto = z.object({
  id: z.string(),
  businessDate: z.string(),
  source: z.string(),
  sourceName: z.string(),
  expectedFile: z.string(),
  expectedBy: z.number(),
  state: z.enum(SFTP_DAY_STATES),
  fileId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  receivedAt: z.number().nullable(),
  parseState: z.string().nullable(),
  rowsParsed: z.number().int().nullable(),
  parseError: z.string().nullable(),
  jobId: z.number().int().nullable(),
});
const sourceDto = z.object({
  source: z.string(),
  name: z.string(),
  kind: z.string(),
  filePattern: z.string(),
  expectedBy: z.string(),
});
const SFTP_DAYS_DEFAULT = 14;
const SFTP_DAYS_MAX = 62;
const DAY_MS = 86_400_000;

const backtestBody = z.object({ from: dateText, to: dateText });
const totalsDto = z.object({
  matched: z.number().int(),
  matchedPaise: z.number().int(),
  unmatched: z.number().int(),
  unmatchedPaise: z.number().int(),
});
const backtestDto = z.object({
  job: jobDto,
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      then: totalsDto.nullable(),
      now: totalsDto,
      changes: z.array(z.object({ rrn: z.string(), before: z.string(), after: z.string() })),
      changedCount: z.number().int(),
    }),
  ),
});
function toBacktestDto(r: JobRow): z.infer<typeof backtestDto> {
  const input = JSON.parse(r.input_json) as { from: string; to: string };
  const source = r.result_json ?? r.checkpoint_json;
  const days = source ? ((JSON.parse(source) as { days?: [] } | null)?.days ?? []) : [];
  return { job: queueJobDto(r), from: input.from, to: input.to, days };
}

/**
 * /bulk-process, /sftp-panel and /recon/swipe-backtest (issue 45 items 1 and 2): the monitor of every background job
 * (the queue's and the uploads'), cancel and retry (one conditional update each, audited, idempotent), the SFTP
 * drop files per day with reprocess and scan (jobs on the queue), and the card-swipe backtest (a job on the queue).
 */
export async function jobRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const audit = (
    request: Parameters<typeof principalOf>[0],
    action: string,
    id: number,
    after: unknown,
    before?: unknown,
  ) =>
    writeAudit(db, {
      actor: principalOf(request),
      action,
      entity: 'background_jobs',
      entityId: id,
      before: before ?? null,
      after,
    });

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

  serve(app, JOB_CALLS.sftpSources, { response: { 200: okSchema(z.array(sourceDto)) } }, async () =>
    ok(
      await db
        .selectFrom('sftp_sources')
        .select(['source', 'name', 'kind', 'file_pattern as filePattern', 'expected_by as expectedBy'])
        .orderBy('source')
        .execute(),
    ),
  );

  serve(
    app,
    JOB_CALLS.sftpDays,
    { querystring: sftpQuery, response: { 200: okSchema(pageSizeSchema(sftpDayDto)) } },
    async (request) => {
      const q = request.query;
      const now = Date.now();
      const to = q.to ?? istDateOf(now);
      const from = q.from ?? istDateOf(Date.parse(`${to}T00:00:00Z`) - (SFTP_DAYS_DEFAULT - 1) * DAY_MS);
      const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
      if (span < 1) throw new RequestError(400, JOB_MESSAGES.badRange);
      if (span > SFTP_DAYS_MAX) throw new RequestError(400, `Choose at most ${SFTP_DAYS_MAX} days.`);
      let sources = db.selectFrom('sftp_sources').selectAll().orderBy('source');
      if (q.source) sources = sources.where('source', '=', q.source);
      const [srcs, files] = await Promise.all([
        sources.execute(),
        db
          .selectFrom('sftp_files')
          .select([
            'id',
            'source',
            'business_date',
            'file_name',
            'received_at',
            'parse_state',
            'rows_parsed',
            'parse_error',
            'job_id',
          ])
          .where('business_date', '>=', from)
          .where('business_date', '<=', to)
          .orderBy('received_at')
          .execute(),
      ]);
      const latest = new Map(files.map((f) => [`${f.business_date}|${f.source}`, f]));
      const rows: z.infer<typeof sftpDayDto>[] = [];
      for (let d = span - 1; d >= 0; d--) {
        const date = new Date(Date.parse(`${from}T00:00:00Z`) + d * DAY_MS).toISOString().slice(0, 10);
        for (const s of srcs) {
          const f = latest.get(`${date}|${s.source}`) ?? null;
          const expectedBy = istDeadline(date, s.expected_by);
          const state = sftpDayState(
            expectedBy,
            f && { receivedAt: Number(f.received_at), parseState: f.parse_state },
            now,
          );
          if (q.state && state !== q.state) continue;
          rows.push({
            id: `${date}|${s.source}`,
            businessDate: date,
            source: s.source,
            sourceName: s.name,
            expectedFile: s.file_pattern.replace('{YYYYMMDD}', date.replaceAll('-', '')),
            expectedBy,
            state,
            fileId: f?.id ?? null,
            fileName: f?.file_name ?? null,
            receivedAt: f ? Number(f.received_at) : null,
            parseState: f?.parse_state ?? null,
            rowsParsed: f?.rows_parsed ?? null,
            parseError: f?.parse_error ?? null,
            jobId: f?.job_id ?? null,
          });
        }
      }
      return ok(pageOfSize(rows.slice(q.page * q.size, (q.page + 1) * q.size), q, rows.length));
    },
  );

  serve(app, JOB_CALLS.sftpReprocess, { params: idParam(), response: { 200: okSchema(jobDto) } }, async (request) => {
    const { id } = request.params;
    const file = await db
      .selectFrom('sftp_files')
      .select(['id', 'file_name', 'parse_state'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!file) throw new RequestError(404, 'No Record Found!');
    // One reprocess at a time per file: the file is marked QUEUED by one conditional update.
    const marked = await db
      .updateTable('sftp_files')
      .set({ parse_state: 'QUEUED' })
      .where('id', '=', id)
      .where('parse_state', 'not in', ['QUEUED', 'PENDING'])
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) throw new RequestError(409, JOB_MESSAGES.alreadyParsing);
    const job = await app.jobs.enqueue({
      kind: 'SFTP_PARSE',
      label: `Reprocess ${file.file_name}`,
      input: { fileId: id },
      startedBy: principalOf(request).email,
    });
    await db.updateTable('sftp_files').set({ job_id: job.id }).where('id', '=', id).execute();
    await audit(request, 'sftp_file.reprocess', job.id, {
      fileId: id,
      fileName: file.file_name,
      previous: file.parse_state,
    });
    return ok(queueJobDto(job), JOB_MESSAGES.reprocessQueued);
  });

  serve(app, JOB_CALLS.sftpScan, { response: { 200: okSchema(jobDto) } }, async (request) => {
    const job = await app.jobs.enqueue({
      kind: 'SFTP_SCAN',
      label: 'Drop folder scan',
      input: null,
      startedBy: principalOf(request).email,
    });
    await audit(request, 'sftp_drop.scan', job.id, queueJobDto(job));
    return ok(queueJobDto(job), JOB_MESSAGES.scanQueued);
  });

  serve(app, JOB_CALLS.backtests, { response: { 200: okSchema(z.array(backtestDto)) } }, async () => {
    const rows = await db
      .selectFrom('background_jobs')
      .selectAll()
      .where('kind', '=', 'SWIPE_BACKTEST')
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
    return ok(rows.map(toBacktestDto));
  });

  serve(
    app,
    JOB_CALLS.startBacktest,
    { body: backtestBody, response: { 200: okSchema(backtestDto) } },
    async (request) => {
      const { from, to } = request.body;
      const today = istDateOf(Date.now());
      const days = backtestDays(from, to, today);
      if (typeof days === 'string') throw new RequestError(400, days);
      const job = await app.jobs.enqueue({
        kind: 'SWIPE_BACKTEST',
        label: `Card-swipe backtest ${from} to ${to}`,
        input: { from, to, today },
        rowsTotal: days.length,
        startedBy: principalOf(request).email,
      });
      await audit(request, 'swipe_backtest.start', job.id, { from, to, days: days.length });
      return ok(toBacktestDto(job), JOB_MESSAGES.backtestQueued);
    },
  );
}
