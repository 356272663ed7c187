import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AUDIENCE_ROW_STATUSES } from '../../../contract/merchant-alerts/calls.js';
import { rowErrorText } from '../../../contract/uploads/index.js';
import type { Endpoint } from '../../../contract/endpoint.js';
import type { Database } from '../../db/database.js';
import { RequestError } from '../../plugins/validation.js';
import { findAudienceFile, rejectedAudienceRows } from '../../repositories/merchant-alerts.js';
import { writeAudit } from '../../repositories/audit.js';
import { insertJob, insertJobRows } from '../../repositories/merchant-uploads.js';
import { csvText } from '../common/csv-text.js';
import { serve } from '../declared.js';
import { idParam } from '../success-envelope.js';
import { checkPartialFile } from './partial-upload.js';

/** The first rejected rows an audience check answers with (a file's errors are all kept as its job's rows). */
export const AUDIENCE_ERRORS_SHOWN = 20;

/** The answer of an audience check, its rejected rows naming the id under `idKey` (merchantId, consumerId). */
export const audienceFileDto = (idKey: string) =>
  z.object({
    jobId: z.number().int(),
    fileName: z.string(),
    total: z.number().int(),
    valid: z.number().int(),
    rejected: z.number().int(),
    /** The first rejected rows (the job's rows have them all). */
    errors: z.array(z.object({ line: z.number().int(), [idKey]: z.string(), error: z.string() })),
  });

/** The audience files: one id a row, checked, the valid ids kept as the job's rows (who receives). */
export type AudienceKind = 'merchant-alert-audience' | 'campaign-audience';
const ID_COLUMN = { 'merchant-alert-audience': 'merchantId', 'campaign-audience': 'consumerId' } as const;

/**
 * An audience file (a merchant alert's merchants, a campaign's consumers): parsed and every row checked in the worker
 * (malformed ids, duplicates), then each id against `known` (an unknown one rejected with `unknown`); the valid and
 * rejected rows kept as the job's rows (upload_job_rows, the id in its id column), one audit row. Only the file as a
 * whole is refused (not a CSV, a wrong header, no rows, too many). Answers the job, the counts and the first errors.
 */
export async function checkAudienceFile(
  db: Kysely<Database>,
  request: FastifyRequest,
  kind: AudienceKind,
  known: (ids: string[]) => Promise<ReadonlySet<string>>,
  unknown: string,
) {
  const { file, actor, checked, at, fileFacts } = await checkPartialFile(db, request, kind);
  const column = ID_COLUMN[kind];
  const idOf = (value: unknown) => (value as Record<string, string>)[column]!;
  const found = await known(checked.rows.flatMap((r) => (r.value ? [idOf(r.value)] : [])));
  const at0 = checked.header.indexOf(column);
  const results = checked.rows.map((row) => {
    if (row.value && !found.has(idOf(row.value))) row.errors.push({ column, message: unknown });
    const id = row.value ? idOf(row.value) : String(row.cells[at0] ?? '').trim();
    return row.errors.length
      ? {
          line: row.line,
          merchantId: id.slice(0, 10),
          status: AUDIENCE_ROW_STATUSES.rejected,
          remarks: rowErrorText(row).slice(0, 300),
        }
      : { line: row.line, merchantId: id, status: AUDIENCE_ROW_STATUSES.valid, remarks: null };
  });
  const rejected = results.filter((r) => r.status === AUDIENCE_ROW_STATUSES.rejected);
  return db.transaction().execute(async (trx) => {
    const jobId = await insertJob(trx, { kind, status: 'DONE', ...fileFacts, rows: results.length, staff: actor, at });
    await insertJobRows(trx, jobId, results);
    const counts = { total: results.length, valid: results.length - rejected.length, rejected: rejected.length };
    await writeAudit(trx, {
      actor,
      action: `upload.${kind}`,
      entity: 'upload_jobs',
      entityId: jobId,
      after: { ...fileFacts, result: 'checked', ...counts },
      at,
    });
    const errors = rejected
      .slice(0, AUDIENCE_ERRORS_SHOWN)
      .map((r) => ({ line: r.line, id: r.merchantId, error: r.remarks ?? '' }));
    return { jobId, fileName: file.name, ...counts, errors };
  });
}

/** Pure: the errors file of an audience check (line, the id, error), with a BOM and CRLF like our other CSVs. */
export function audienceErrorsCsv(
  rows: readonly { line: number; merchant_id: string; remarks: string | null }[],
  idKey: string = ID_COLUMN['merchant-alert-audience'],
) {
  return csvText(
    ['line', idKey, 'error'],
    rows.map((r) => [String(r.line), r.merchant_id, r.remarks ?? '']),
  );
}

const jobParams = z.object({ jobId: idParam().shape.id });

/** Serves a checked audience file's rejected rows as `<name>-<jobId>-errors.csv` (404 for another kind's job). */
export function serveAudienceErrors(
  app: FastifyInstance,
  db: Kysely<Database>,
  endpoint: Endpoint,
  kind: AudienceKind,
  name: string,
): void {
  serve(app, endpoint, { params: jobParams }, async (request, reply) => {
    const { jobId } = request.params;
    if (!(await findAudienceFile(db, jobId, kind))) throw new RequestError(404, 'No Record Found!');
    const csv = audienceErrorsCsv(await rejectedAudienceRows(db, jobId), ID_COLUMN[kind]);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${jobId}-errors.csv"`)
      .send(csv);
  });
}
