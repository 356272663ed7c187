import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PG_VPA_CALLS as C } from '../../../contract/pg-vpa/calls.js';
import {
  PG_TIMEOUT_KIND,
  PG_VPA_MESSAGES as M,
  PG_METHODS,
  timeoutProblem,
  VPA_ERRORS_SHOWN,
  VPA_JOB_STATES,
  VPA_PREVIEW_ROWS,
  VPA_UPLOAD_KIND,
} from '../../../contract/pg-vpa/rules.js';
import { timeoutChangeBody, type TimeoutChangeBody } from '../../../contract/pg-vpa/schemas.js';
import { rowErrorText } from '../../../contract/uploads/index.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { insertJob } from '../../repositories/merchant-uploads.js';
import {
  claimVpaJob,
  giveVpa,
  holdersOf,
  insertVpaRows,
  listTimeouts,
  lockVpaWrites,
  markVpaRow,
  recentVpaJobs,
  timeoutOf,
  vpaCounts,
  vpaJobOf,
  vpaRowsOf,
  vpasOf,
  type VpaRow,
} from '../../repositories/pg-vpa.js';
import { csvText } from '../common/csv-text.js';
import { serve } from '../declared.js';
import { checkPartialFile } from '../merchant-support/partial-upload.js';
import { readUploadOf } from '../merchant-support/upload-file.js';
import { idParam, ok, okSchema } from '../success-envelope.js';
import { serveRaise } from './request-flow.js';

const timeoutDto = z.object({
  id: z.number().int(),
  method: z.string(),
  timeoutSeconds: z.number().int(),
  minSeconds: z.number().int(),
  maxSeconds: z.number().int(),
  updatedBy: z.string(),
  updatedAt: z.number(),
  version: z.number().int(),
  pending: z
    .object({ id: z.number().int(), timeoutSeconds: z.number(), makerEmail: z.string(), createdAt: z.number() })
    .nullable(),
});

const counts = { total: z.number().int(), valid: z.number().int(), rejected: z.number().int() };
const checkDto = z.object({
  jobId: z.number().int(),
  fileName: z.string(),
  ...counts,
  /** The first rejected rows (the errors file has them all). */
  errors: z.array(z.object({ line: z.number().int(), merchantId: z.string(), vpa: z.string(), error: z.string() })),
  /** The first rows the confirmation applies, each VPA before → after. */
  preview: z.array(
    z.object({ line: z.number().int(), merchantId: z.string(), previousVpa: z.string().nullable(), vpa: z.string() }),
  ),
});
const confirmDto = z.object({ jobId: z.number().int(), applied: z.number().int(), skipped: z.number().int() });
const fileDto = z.object({
  jobId: z.number().int(),
  fileName: z.string(),
  state: z.enum(VPA_JOB_STATES),
  uploadedBy: z.string(),
  uploadedAt: z.number(),
  ...counts,
  applied: z.number().int(),
  skipped: z.number().int(),
});
const jobParams = z.object({ jobId: idParam().shape.id });

/** Files the recent list shows. */
const RECENT_FILES = 20;

/** Pure: the errors file of a VPA dry run (line, merchantId, vpa, error), with a BOM and CRLF like our other CSVs. */
export function vpaErrorsCsv(
  rows: readonly { line: number; merchant_id: string; vpa: string; error: string | null }[],
) {
  return csvText(
    ['line', 'merchantId', 'vpa', 'error'],
    rows.map((r) => [String(r.line), r.merchant_id, r.vpa, r.error ?? '']),
  );
}

/**
 * /pg/payment-timeout-config and /vpa/upload (issue 45 item 5) on the investment backend. A timeout change is raised
 * by a maker within the method's bounds (one pending per method: 0060's partial unique index) and applied when a
 * checker approves it in the approvals inbox (one conditional update on the version the maker saw). A VPA file is
 * checked first (dry run: every row in the worker, then owner and uniqueness here; kept as its job's rows), its
 * rejected rows offered as an errors file, and its valid rows applied once on confirmation (one conditional update
 * CHECKED → APPLIED decides; a VPA taken meanwhile is skipped). Each change writes one audit row.
 */
export async function pgVpaRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, C.timeouts, { response: { 200: okSchema(z.array(timeoutDto)) } }, async () => ok(await listTimeouts(db)));

  serveRaise(app, db, C.raiseTimeout, timeoutChangeBody, M.timeoutRaised, async (trx, body: TimeoutChangeBody) => {
    const row = await timeoutOf(trx, body.method);
    if (!row || !PG_METHODS.includes(body.method)) throw new RequestError(404, M.noMethod);
    const problem = timeoutProblem(body.method, body.timeoutSeconds);
    if (problem) throw new RequestError(400, problem);
    if (Number(row.timeout_seconds) === body.timeoutSeconds) throw new RequestError(400, M.sameTimeout);
    return {
      kind: PG_TIMEOUT_KIND,
      productType: body.method,
      targetId: row.id,
      targetVersion: Number(row.version),
      proposed: { method: body.method, timeoutSeconds: body.timeoutSeconds },
      previous: { method: body.method, timeoutSeconds: Number(row.timeout_seconds) },
    };
  });

  serve(app, C.vpaFiles, { response: { 200: okSchema(z.array(fileDto)) } }, async () => {
    const jobs = await recentVpaJobs(db, RECENT_FILES);
    const byJob = await vpaCounts(
      db,
      jobs.map((j) => j.id),
    );
    return ok(
      jobs.map((j) => {
        const n = byJob.get(j.id) ?? {};
        const applied = n.APPLIED ?? 0;
        const skipped = n.SKIPPED ?? 0;
        const rejected = n.REJECTED ?? 0;
        return {
          jobId: j.id,
          fileName: j.file_name,
          state: j.status as (typeof VPA_JOB_STATES)[number],
          uploadedBy: j.staff_email,
          uploadedAt: Number(j.created_at),
          total: Number(j.row_count),
          valid: (n.VALID ?? 0) + applied + skipped,
          rejected,
          applied,
          skipped,
        };
      }),
    );
  });

  serve(
    app,
    C.checkVpaFile,
    { response: { 200: okSchema(checkDto) } },
    async (request) => {
      const { file, actor, checked, at, fileFacts } = await checkPartialFile(db, request, VPA_UPLOAD_KIND);
      return db.transaction().execute(async (trx) => {
        const values = checked.rows.flatMap((r) => (r.value ? [r.value] : []));
        const owners = await vpasOf(
          trx,
          values.map((v) => v.merchantId),
        );
        const holders = await holdersOf(
          trx,
          values.map((v) => v.vpa),
        );
        const [merchantAt, vpaAt] = ['merchantId', 'vpa'].map((c) => checked.header.indexOf(c));
        const firstLine = new Map<string, number>();
        const rows: VpaRow[] = checked.rows.map((row) => {
          const v = row.value;
          if (v) {
            const holder = holders.get(v.vpa);
            if (!owners.has(v.merchantId)) row.errors.push({ column: 'merchantId', message: M.unknownMerchant });
            else if (owners.get(v.merchantId)?.toLowerCase() === v.vpa)
              row.errors.push({ column: 'vpa', message: M.sameVpa });
            else if (holder && holder !== v.merchantId) row.errors.push({ column: 'vpa', message: M.vpaTaken(holder) });
            else if (firstLine.has(v.vpa))
              row.errors.push({ column: 'vpa', message: M.vpaTwice(firstLine.get(v.vpa)!) });
            else firstLine.set(v.vpa, row.line);
          }
          const cell = (i: number | undefined) => String((i === undefined ? '' : row.cells[i]) ?? '').trim();
          return row.errors.length || !v
            ? {
                line: row.line,
                merchantId: cell(merchantAt).slice(0, 30),
                vpa: cell(vpaAt).slice(0, 100),
                previousVpa: null,
                status: 'REJECTED',
                error: rowErrorText(row).slice(0, 300),
              }
            : {
                line: row.line,
                merchantId: v.merchantId,
                vpa: v.vpa,
                previousVpa: owners.get(v.merchantId) ?? null,
                status: 'VALID',
                error: null,
              };
        });
        const rejected = rows.filter((r) => r.status === 'REJECTED');
        const valid = rows.filter((r) => r.status === 'VALID');
        const jobId = await insertJob(trx, {
          kind: VPA_UPLOAD_KIND,
          status: 'CHECKED',
          ...fileFacts,
          staff: actor,
          at,
        });
        await insertVpaRows(trx, jobId, rows);
        const tally = { total: rows.length, valid: valid.length, rejected: rejected.length };
        await writeAudit(trx, {
          actor,
          action: `upload.${VPA_UPLOAD_KIND}`,
          entity: 'upload_jobs',
          entityId: jobId,
          after: { ...fileFacts, result: 'checked', ...tally },
          at,
        });
        return ok(
          {
            jobId,
            fileName: file.name,
            ...tally,
            errors: rejected
              .slice(0, VPA_ERRORS_SHOWN)
              .map((r) => ({ line: r.line, merchantId: r.merchantId, vpa: r.vpa, error: r.error ?? '' })),
            preview: valid
              .slice(0, VPA_PREVIEW_ROWS)
              .map((r) => ({ line: r.line, merchantId: r.merchantId, previousVpa: r.previousVpa, vpa: r.vpa })),
          },
          M.checked,
        );
      });
    },
    { preHandler: readUploadOf(db, VPA_UPLOAD_KIND) },
  );

  serve(app, C.vpaErrors, { params: jobParams }, async (request, reply) => {
    const { jobId } = request.params;
    if (!(await vpaJobOf(db, jobId))) throw new RequestError(404, M.unknownFile);
    const csv = vpaErrorsCsv(await vpaRowsOf(db, jobId, ['REJECTED', 'SKIPPED']));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="vpa-upload-${jobId}-errors.csv"`)
      .send(csv);
  });

  serve(app, C.confirmVpaFile, { params: jobParams, response: { 200: okSchema(confirmDto) } }, async (request) => {
    const { jobId } = request.params;
    const actor = principalOf(request);
    return db.transaction().execute(async (trx) => {
      const job = await vpaJobOf(trx, jobId);
      if (!job) throw new RequestError(404, M.unknownFile);
      if (job.status !== 'CHECKED') throw new RequestError(409, M.alreadyApplied);
      // The one conditional update that decides: of concurrent confirmations, one applies the file (the others, even
      // those that read after it committed, are told it was applied, not that nothing is left to apply).
      if (!(await claimVpaJob(trx, jobId))) throw new RequestError(409, M.alreadyApplied);
      const rows = await vpaRowsOf(trx, jobId, ['VALID']);
      if (rows.length === 0) throw new RequestError(400, M.nothingToApply);
      await lockVpaWrites(trx);
      const at = Date.now();
      const changes: { merchantId: string; before: string | null; after: string }[] = [];
      let skipped = 0;
      for (const row of rows) {
        if (await giveVpa(trx, row.merchant_id, row.vpa, at)) {
          await markVpaRow(trx, jobId, row.line, 'APPLIED', null);
          changes.push({ merchantId: row.merchant_id, before: row.previous_vpa, after: row.vpa });
        } else {
          await markVpaRow(trx, jobId, row.line, 'SKIPPED', M.takenMeanwhile);
          skipped += 1;
        }
      }
      await writeAudit(trx, {
        actor,
        action: 'vpa_upload.apply',
        entity: 'upload_jobs',
        entityId: jobId,
        before: { state: 'CHECKED' },
        after: { state: 'APPLIED', fileName: job.file_name, applied: changes.length, skipped, changes },
        at,
      });
      return ok({ jobId, applied: changes.length, skipped }, M.applied(changes.length));
    });
  });
}
