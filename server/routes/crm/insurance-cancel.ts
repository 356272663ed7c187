import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { istDayOf } from '../../../contract/business-time.js';
import { INSURANCE_CALLS as C, INSURANCE_CANCEL_KIND } from '../../../contract/insurance/calls.js';
import { cancelRaiseBody } from '../../../contract/insurance/cancel-schemas.js';
import {
  CANCEL_FILE_STATES,
  CANCEL_MESSAGES as M,
  CANCEL_ROWS_SHOWN,
  INSURANCE_CANCEL_UPLOAD,
} from '../../../contract/insurance/cancellation.js';
import { rowErrorText } from '../../../contract/uploads/index.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  cancelJobOf,
  cancelRowsOf,
  cancelTallies,
  insertCancelRows,
  moveCancelJob,
  recentCancelJobs,
  type CancelRow,
} from '../../repositories/insurance-cancel.js';
import { insertJob } from '../../repositories/merchant-uploads.js';
import { csvText } from '../common/csv-text.js';
import { serve } from '../declared.js';
import { serveRaise } from '../investment/request-flow.js';
import { checkPartialFile } from '../merchant-support/partial-upload.js';
import { csvUploadScope, readUploadOf } from '../merchant-support/upload-file.js';
import { idParam, ok, okSchema } from '../success-envelope.js';
import { cancelDryRun } from './insurance.js';

const rowDto = z.object({
  line: z.number().int(),
  policyId: z.string(),
  verdict: z.string(),
  refund: z.number(),
  error: z.string().nullable(),
});
const checkDto = z.object({
  jobId: z.number().int(),
  fileName: z.string(),
  total: z.number().int(),
  toCancel: z.number().int(),
  rejected: z.number().int(),
  /** ₹: what cancelling the file's active policies today refunds. */
  refundTotal: z.number(),
  /** The first rows, each with its verdict and refund (the errors file has every rejected row). */
  rows: z.array(rowDto),
});
const fileDto = z.object({
  jobId: z.number().int(),
  fileName: z.string(),
  state: z.enum(CANCEL_FILE_STATES),
  requestId: z.number().int().nullable(),
  uploadedBy: z.string(),
  uploadedAt: z.number(),
  total: z.number().int(),
  toCancel: z.number().int(),
  rejected: z.number().int(),
  cancelled: z.number().int(),
  skipped: z.number().int(),
  refundTotal: z.number(),
});
const jobParams = z.object({ jobId: idParam().shape.id });
const RECENT_FILES = 20;

/** Pure: the errors file of a cancellation (line, policyId, verdict, error), BOM and CRLF like our other CSVs. */
export const cancelErrorsCsv = (
  rows: readonly { line: number; policy_id: string; verdict: string; error: string | null }[],
) =>
  csvText(
    ['line', 'policyId', 'verdict', 'error'],
    rows.map((r) => [String(r.line), r.policy_id, r.verdict, r.error ?? '']),
  );

const VERDICT_ERRORS: Record<string, string> = M;

/**
 * /insurance-bulk-cancellation (issue 46 item 3): a CSV of policy ids checked (dry run: each row's verdict and its
 * refund if cancelled today, kept as the file's rows, an errors file of the rest), raised by a maker under four eyes
 * (INSURANCE_CANCEL: one conditional update CHECKED → RAISED), and on a second person's approval cancelled by a queue
 * job (insurance-cancel-effect.ts, server/jobs/insurance-cancel.ts), one policy at a time, each once.
 */
export async function insuranceCancelRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, C.cancelFiles, { response: { 200: okSchema(z.array(fileDto)) } }, async () => {
    const jobs = await recentCancelJobs(db, RECENT_FILES);
    const tallies = await cancelTallies(
      db,
      jobs.map((j) => j.id),
    );
    return ok(
      jobs.map((j) => {
        const t = tallies.get(j.id) ?? { counts: {}, refundPaise: {} };
        const n = (s: string) => t.counts[s] ?? 0;
        const paise = (s: string) => t.refundPaise[s] ?? 0;
        const done = j.status === 'DONE';
        return {
          jobId: j.id,
          fileName: j.file_name,
          state: j.status as (typeof CANCEL_FILE_STATES)[number],
          requestId: j.approval_id,
          uploadedBy: j.staff_email,
          uploadedAt: Number(j.created_at),
          total: Number(j.row_count),
          toCancel: n('VALID') + n('CANCELLED') + n('SKIPPED'),
          rejected: n('REJECTED'),
          cancelled: n('CANCELLED'),
          skipped: n('SKIPPED'),
          refundTotal: (done ? paise('CANCELLED') : paise('VALID') + paise('CANCELLED')) / 100,
        };
      }),
    );
  });

  // The dry run reads one CSV (multipart, in its own scope as the other upload routes of this backend).
  await csvUploadScope(app, (scope) => {
    serve(
      scope,
      C.checkCancelFile,
      { response: { 200: okSchema(checkDto) } },
      async (request) => {
        const { file, actor, checked, at, fileFacts } = await checkPartialFile(db, request, INSURANCE_CANCEL_UPLOAD);
        const ids = checked.rows.flatMap((r) => (r.value && r.errors.length === 0 ? [r.value.policyId] : []));
        const dry = ids.length ? await cancelDryRun(db, ids, istDayOf(at)) : { rows: [] };
        const byId = new Map(dry.rows.map((r) => [r.policyId, r]));
        const at0 = checked.header.indexOf('policyId');
        const rows: CancelRow[] = checked.rows.map((row) => {
          const v = row.value && row.errors.length === 0 ? byId.get(row.value.policyId) : undefined;
          if (!v) {
            const cell = String(row.cells[at0] ?? '')
              .trim()
              .slice(0, 30);
            return {
              line: row.line,
              policyId: cell,
              verdict: 'INVALID',
              refundPaise: 0,
              status: 'REJECTED',
              error: rowErrorText(row).slice(0, 300),
            };
          }
          const active = v.verdict === 'ACTIVE';
          return {
            line: row.line,
            policyId: v.policyId,
            verdict: v.verdict,
            refundPaise: Math.round(v.refund * 100),
            status: active ? 'VALID' : 'REJECTED',
            error: active ? null : (VERDICT_ERRORS[v.verdict] ?? null),
          };
        });
        return db.transaction().execute(async (trx) => {
          const jobId = await insertJob(trx, {
            kind: INSURANCE_CANCEL_UPLOAD,
            status: 'CHECKED',
            ...fileFacts,
            staff: actor,
            at,
          });
          await insertCancelRows(trx, jobId, rows);
          const valid = rows.filter((r) => r.status === 'VALID');
          const refundPaise = valid.reduce((s, r) => s + r.refundPaise, 0);
          const tally = { total: rows.length, toCancel: valid.length, rejected: rows.length - valid.length };
          await writeAudit(trx, {
            actor,
            action: `upload.${INSURANCE_CANCEL_UPLOAD}`,
            entity: 'upload_jobs',
            entityId: jobId,
            after: { ...fileFacts, result: 'checked', ...tally, refundPaise },
            at,
          });
          return ok(
            {
              jobId,
              fileName: file.name,
              ...tally,
              refundTotal: refundPaise / 100,
              rows: rows.slice(0, CANCEL_ROWS_SHOWN).map((r) => ({
                line: r.line,
                policyId: r.policyId,
                verdict: r.verdict,
                refund: r.refundPaise / 100,
                error: r.error,
              })),
            },
            M.checked,
          );
        });
      },
      { preHandler: readUploadOf(db, INSURANCE_CANCEL_UPLOAD) },
    );
  });

  serve(app, C.cancelErrors, { params: jobParams }, async (request, reply) => {
    const { jobId } = request.params;
    if (!(await cancelJobOf(db, jobId))) throw new RequestError(404, M.unknownFile);
    const csv = cancelErrorsCsv(await cancelRowsOf(db, jobId, ['REJECTED', 'SKIPPED']));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="insurance-cancel-${jobId}-errors.csv"`)
      .send(csv);
  });

  serveRaise(app, db, C.raiseCancel, cancelRaiseBody, M.raised, async (trx, body) => {
    const job = await cancelJobOf(trx, body.jobId);
    if (!job) throw new RequestError(404, M.unknownFile);
    if (job.status !== 'CHECKED') throw new RequestError(409, M.alreadyRaised);
    const rows = await cancelRowsOf(trx, job.id, ['VALID']);
    if (rows.length === 0) throw new RequestError(400, M.nothingToCancel);
    // The one conditional update that decides: of concurrent raises of one file, one raises it.
    if (!(await moveCancelJob(trx, job.id, 'CHECKED', 'RAISED'))) throw new RequestError(409, M.alreadyRaised);
    const refundPaise = rows.reduce((s, r) => s + Number(r.refund_paise), 0);
    return {
      kind: INSURANCE_CANCEL_KIND,
      productType: null,
      targetId: job.id,
      targetVersion: null,
      proposed: { fileName: job.file_name, policies: rows.length, refundAmount: refundPaise / 100 },
      previous: null,
      afterInsert: async (row) => {
        await trx.updateTable('upload_jobs').set({ approval_id: row.id }).where('id', '=', job.id).execute();
      },
    };
  });
}
