import type { FastifyInstance } from 'fastify';
import { istDayOf } from '../../../contract/business-time.js';
import { z } from 'zod';
import { JOB_CALLS } from '../../../contract/jobs/calls.js';
import { istDeadline, JOB_MESSAGES, SFTP_DAY_STATES, sftpDayState } from '../../../contract/jobs/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { serve } from '../declared.js';
import { pageParam, sizeParam } from '../paging.js';
import { idParam, ok, okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';
import { dateText, jobAudit, jobDto, queueJobDto } from './job-dto.js';

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

/**
 * /sftp-panel (issue 45 item 1): the SFTP drop files per source and business day (expected, received, parsed), with
 * reprocess (one conditional update marks the file, then a job on the queue) and a drop-folder scan (a job).
 */
export async function sftpRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const audit = jobAudit(db);

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
      const to = q.to ?? istDayOf(now);
      const from = q.from ?? istDayOf(Date.parse(`${to}T00:00:00Z`) - (SFTP_DAYS_DEFAULT - 1) * DAY_MS);
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
}
