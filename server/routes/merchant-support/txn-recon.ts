import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { TXN_RECON_CALLS as CALLS } from '../../../contract/recon/calls.js';
import {
  isSettlementRef,
  RECON_GROUPS,
  reconReviewBody,
  SETTLEMENT_KIND,
  SETTLEMENT_SOURCES,
  TXN_RECON_MESSAGES as M,
  type SettlementRow,
  type SettlementSource,
} from '../../../contract/recon/rules.js';
import { toCsv } from '../../../contract/csv.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  allItems,
  findItem,
  findRun,
  itemDto,
  listItems,
  listRuns,
  onSpot,
  runDetail,
} from '../../repositories/txn-recon-reads.js';
import { findRunBySha, insertRun, reconcileFile } from '../../repositories/txn-recon.js';
import { reviewRow } from '../../repositories/payout-recon-reads.js';
import { serve } from '../declared.js';
import { idParam, okSchema } from '../success-envelope.js';
import { ok } from './envelope.js';
import { page, pageOf } from './merchant-schemas.js';
import { pageQuery } from './merchant-common.js';
import { uploadRefusal } from './schemas.js';
import { readUploadOf, uploadedFile } from './upload-file.js';
import { runUpload } from './upload-flow.js';

const money = z.number().nullable();
const text = z.string().nullable();
const runDto = z.object({
  id: z.number().int(),
  source: z.enum(SETTLEMENT_SOURCES),
  fileName: z.string(),
  jobId: z.number().int().nullable(),
  lines: z.number().int(),
  from: z.string(),
  to: z.string(),
  runBy: z.string(),
  runAt: z.number(),
  state: z.string(),
  open: z.number().int(),
});
const groupDto = z.object({
  group: z.enum(RECON_GROUPS),
  count: z.number().int(),
  oursTotal: z.number(),
  theirsTotal: z.number(),
  open: z.number().int(),
});
const runDetailDto = runDto.extend({ groups: z.array(groupDto) });
const itemDtoSchema = z.object({
  id: z.number().int(),
  runId: z.number().int(),
  group: z.enum(RECON_GROUPS),
  reason: z.string(),
  ref: z.string(),
  line: z.number().int().nullable(),
  txnId: text,
  oursAmount: money,
  oursStatus: text,
  oursDay: text,
  theirsAmount: money,
  theirsStatus: text,
  theirsDay: text,
  reviewStatus: text,
  reviewRemarks: text,
  reviewedBy: text,
  reviewedAt: z.number().nullable(),
});
const fileLineDto = z
  .object({
    itemId: z.number().int(),
    runId: z.number().int(),
    fileName: z.string(),
    runAt: z.number(),
    group: z.string(),
    reason: z.string(),
    amount: z.number(),
    status: z.string(),
    day: z.string(),
    reviewStatus: text,
    reviewRemarks: text,
    reviewedBy: text,
  })
  .nullable();
const onSpotDto = z.object({
  ref: z.string(),
  ours: z
    .object({
      txnId: z.string(),
      merchantId: z.string(),
      amount: z.number(),
      status: z.string(),
      mode: z.string(),
      day: z.string(),
      at: z.number(),
    })
    .nullable(),
  acquirer: fileLineDto,
  bank: fileLineDto,
});

const itemsQuery = pageQuery.extend({
  group: z.enum(RECON_GROUPS).optional(),
  review: z.enum(['OPEN', 'REVIEWED']).optional(),
  ref: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,30}$/, M.refFormat)
    .optional(),
});
const runsQuery = z.object({
  page: fromText(z.number().int().min(0).default(0)),
  size: fromText(z.number().int().min(1).max(100).default(10)),
});
const onSpotQuery = z.object({
  ref: z.string({ error: M.refFormat }).trim().refine(isSettlementRef, M.refFormat),
});

/** What a run's CSV holds, one row per item. */
const EXPORT_COLUMNS: { header: string; value: (i: ReturnType<typeof itemDto>) => unknown }[] = [
  { header: 'group', value: (i) => i.group },
  { header: 'reason', value: (i) => i.reason },
  { header: 'rrnUtr', value: (i) => i.ref },
  { header: 'fileLine', value: (i) => i.line },
  { header: 'txnId', value: (i) => i.txnId },
  { header: 'oursAmount', value: (i) => i.oursAmount },
  { header: 'oursStatus', value: (i) => i.oursStatus },
  { header: 'oursDate', value: (i) => i.oursDay },
  { header: 'theirsAmount', value: (i) => i.theirsAmount },
  { header: 'theirsStatus', value: (i) => i.theirsStatus },
  { header: 'theirsDate', value: (i) => i.theirsDay },
  { header: 'review', value: (i) => i.reviewStatus },
  { header: 'remarks', value: (i) => i.reviewRemarks },
  { header: 'reviewedBy', value: (i) => i.reviewedBy },
  { header: 'reviewedAt', value: (i) => (i.reviewedAt === null ? null : new Date(i.reviewedAt).toISOString()) },
];

/** Pure: a run's rows as the downloadable CSV (BOM, CRLF, formula-safe: contract/csv.ts). */
export const runCsv = (items: readonly ReturnType<typeof itemDto>[]) => toCsv(items, EXPORT_COLUMNS);

/**
 * Merchant-transaction reconciliation (issue 45 item 1) on the merchant-support backend. A settlement file (acquirer
 * or bank) goes through the shared upload flow (upload-flow.ts: read, checked in the worker, all or nothing, one upload
 * job so it shows on the Bulk Process monitor, one audit row); a clean file is reconciled against our merchant
 * transactions in the same transaction. The same file (SHA-256) twice is refused (409), also under a race (the unique
 * index decides). A row's review is one conditional update with one audit row.
 */
export async function txnReconRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const uploadOf = (source: SettlementSource) => {
    const kind = SETTLEMENT_KIND[source];
    const endpoint = source === 'ACQUIRER' ? CALLS.uploadAcquirer : CALLS.uploadBank;
    serve(
      app,
      endpoint,
      { response: { 200: okSchema(runDetailDto), 400: uploadRefusal, 409: uploadRefusal, 413: uploadRefusal } },
      async (request, reply) => {
        const sha256 = uploadedFile(request).sha256;
        const refuseDuplicate = async (executor = db) => {
          const earlier = await findRunBySha(executor, sha256);
          if (earlier) throw new RequestError(409, M.duplicate(earlier.id));
        };
        await refuseDuplicate();
        let lines: (SettlementRow & { line: number })[] = [];
        return runUpload(db, request, reply, {
          kind,
          extraChecks: async (_trx, checked) => {
            lines = checked.rows.map((r) => ({ ...(r.value as SettlementRow), line: r.line }));
          },
          apply: async (trx, _rows, file, at, finishJob, actor) => {
            const jobId = await finishJob();
            const days = lines.map((l) => l.day).sort();
            const range = { from: days[0]!, to: days[days.length - 1]! };
            const inserted = await insertRun(trx, {
              source,
              fileName: file.name,
              sha256: file.sha256,
              jobId,
              lines: lines.length,
              ...range,
              by: actor.email,
              at,
            });
            // The unique hash decides between racing uploads of one file: the later one is refused like any duplicate.
            if (inserted === null) await refuseDuplicate(trx);
            const runId = inserted!;
            await reconcileFile(trx, runId, lines, range);
            const run = await runDetail(trx, (await findRun(trx, runId))!);
            await writeAudit(trx, {
              actor,
              action: 'recon.run',
              entity: 'txn_recon_runs',
              entityId: runId,
              after: {
                source,
                fileName: file.name,
                sha256: file.sha256,
                lines: lines.length,
                jobId,
                groups: run.groups,
              },
              at,
            });
            return { jobId, answer: ok(run, M.uploaded(runId, lines.length)) };
          },
        });
      },
      { preHandler: readUploadOf(db, kind) },
    );
  };
  for (const source of SETTLEMENT_SOURCES) uploadOf(source);

  serve(app, CALLS.runs, { querystring: runsQuery, response: pageOf(runDto) }, async (request) => {
    const q = request.query;
    const { rows, total } = await listRuns(db, q.page, q.size);
    return ok(page(rows, q.page, q.size, total));
  });

  const requireRun = async (id: number) => {
    const run = await findRun(db, id);
    if (!run) throw new RequestError(404, M.noRun);
    return run;
  };

  serve(app, CALLS.run, { params: idParam(M.noRun), response: { 200: okSchema(runDetailDto) } }, async (request) =>
    ok(await runDetail(db, await requireRun(request.params.id))),
  );

  serve(
    app,
    CALLS.items,
    { params: idParam(M.noRun), querystring: itemsQuery, response: pageOf(itemDtoSchema) },
    async (request) => {
      await requireRun(request.params.id);
      const { page: p, size, group, review, ref } = request.query;
      const { rows, total } = await listItems(db, request.params.id, { group, review, ref }, p, size);
      return ok(page(rows, p, size, total));
    },
  );

  serve(
    app,
    CALLS.review,
    { params: idParam(M.noItem), body: reconReviewBody, response: { 200: okSchema(itemDtoSchema) } },
    async (request) => {
      const actor = principalOf(request);
      const id = request.params.id;
      return db.transaction().execute(async (trx) => {
        const at = Date.now();
        const outcome = await reviewRow(trx, 'txn_recon_items', {
          id,
          remarks: request.body.remarks,
          by: actor.email,
          at,
        });
        if (outcome === 'gone') throw new RequestError(404, M.noItem);
        if (outcome === 'matched') throw new RequestError(409, M.notReviewable);
        if (outcome === 'reviewed') throw new RequestError(409, M.alreadyReviewed);
        const item = itemDto((await findItem(trx, id))!);
        await writeAudit(trx, {
          actor,
          action: 'recon.review',
          entity: 'txn_recon_items',
          entityId: id,
          before: { reviewStatus: 'OPEN' },
          after: { reviewStatus: 'REVIEWED', remarks: item.reviewRemarks, group: item.group, ref: item.ref },
          at,
        });
        return ok(item, M.reviewed);
      });
    },
  );

  serve(app, CALLS.export, { params: idParam(M.noRun) }, async (request, reply) => {
    const run = await requireRun(request.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="recon-run-${run.id}.csv"`)
      .send(runCsv(await allItems(db, run.id)));
  });

  serve(app, CALLS.onSpot, { querystring: onSpotQuery, response: { 200: okSchema(onSpotDto) } }, async (request) =>
    ok(await onSpot(db, request.query.ref)),
  );
}
