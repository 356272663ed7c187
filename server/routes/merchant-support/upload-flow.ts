import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Kysely } from 'kysely';
import type { Endpoint } from '../../../contract/endpoint.js';
import type { CheckedFile, UploadKind, UploadRow } from '../../../contract/uploads/index.js';
import type { Database } from '../../db/database.js';
import { principalOf, type Principal } from '../../plugins/auth.js';
import { writeAudit } from '../../repositories/audit.js';
import { insertJob, insertJobRows, type JobRowResult } from '../../repositories/merchant-uploads.js';
import { serve } from '../declared.js';
import { failure } from '../success-envelope.js';
import { heavyWork } from '../../workers/heavy-work.js';
import { refusalOf, type ServerCheckedFile } from './upload-check.js';
import { readUploadOf, uploadedFile, type UploadedFile } from './upload-file.js';

export { refusalOf, type Refused } from './upload-check.js';

export interface UploadOutcome<A> {
  jobId: number | null;
  answer: A;
}

/** Writes the upload's finished job (status DONE: this file, its row count, who, when) and its result rows; its id. */
export type FinishJob = (jobRows?: readonly JobRowResult[]) => Promise<number>;

/** A refused upload's answer: the merchant-support failure envelope, row errors by line in `errors`. */
export type UploadRefusal = ReturnType<typeof failure>;

/** What an upload kind does with its file (runUpload). */
export interface UploadOptions<K extends UploadKind, A> {
  kind: K;
  tooManyStatus?: number;
  /** False when no check after the file's own reads a row's cells (they are not sent back from the worker). */
  cells?: boolean;
  extraChecks?: (trx: Kysely<Database>, checked: CheckedFile<K>) => Promise<void>;
  apply: (
    trx: Kysely<Database>,
    rows: UploadRow<K>[],
    file: UploadedFile,
    at: number,
    finishJob: FinishJob,
    /** Who sent the file. */
    actor: Principal,
  ) => Promise<UploadOutcome<A>>;
}

/**
 * Serves a declared file upload (multipart, one file): the file read and checked before the handler
 * (upload-file.ts readUploadOf, its refusals audited), then runUpload with `options`.
 */
export function serveUpload<K extends UploadKind, A>(
  app: FastifyInstance,
  db: Kysely<Database>,
  endpoint: Endpoint,
  response: FastifySchema['response'],
  options: UploadOptions<K, A>,
): void {
  serve(app, endpoint, { response }, async (request, reply) => runUpload(db, request, reply, options), {
    preHandler: readUploadOf(db, options.kind),
  });
}

/**
 * One upload, all or nothing (DESIGN.md §5): the file is parsed and every rule checked again here (the console is
 * never trusted), in a worker thread (server/workers/heavy-work.ts); then `extraChecks` (rows naming unknown
 * merchants …) add row errors, and only a clean file reaches `apply`, in one transaction with its job and its audit
 * row; `apply` writes the finished job with `finishJob` where the upload is done at once. A refused file writes only its
 * audit row.
 */
export async function runUpload<K extends UploadKind, A>(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: UploadOptions<K, A>,
): Promise<A | UploadRefusal> {
  const file = uploadedFile(request);
  const actor = principalOf(request);
  // Parsing and checking a 1 MiB file holds a thread for tens of milliseconds: a worker's, not the event loop's.
  const checked = JSON.parse(
    await heavyWork.run('checkUpload', { kind: options.kind, text: file.text, cells: options.cells ?? true }),
  ) as ServerCheckedFile<K>;
  const at = Date.now();
  return db.transaction().execute(async (trx): Promise<A | UploadRefusal> => {
    let refused = refusalOf(checked, options.tooManyStatus);
    if (!refused && options.extraChecks) {
      await options.extraChecks(trx, checked);
      for (const row of checked.rows) if (row.errors.length) delete row.value;
      checked.counts.invalid = checked.rows.filter((r) => r.errors.length).length;
      checked.counts.valid = checked.counts.total - checked.counts.invalid;
      refused = refusalOf(checked);
    }
    const fileFacts = { fileName: file.name, sha256: file.sha256, size: file.size, rows: checked.counts.total };
    if (refused) {
      await writeAudit(trx, {
        actor,
        action: `upload.${options.kind}`,
        entity: 'upload_jobs',
        entityId: null,
        after: { ...fileFacts, result: 'refused', message: refused.message },
        outcome: 'refused',
        at,
      });
      reply.code(refused.status);
      return failure(refused.message, refused.errors);
    }
    const rows = checked.rows.map((r) => r.value!);
    const finishJob: FinishJob = async (jobRows = []) => {
      const jobId = await insertJob(trx, {
        kind: options.kind,
        status: 'DONE',
        fileName: file.name,
        sha256: file.sha256,
        size: file.size,
        rows: rows.length,
        staff: actor,
        at,
      });
      await insertJobRows(trx, jobId, jobRows);
      return jobId;
    };
    const outcome = await options.apply(trx, rows, file, at, finishJob, actor);
    await writeAudit(trx, {
      actor,
      action: `upload.${options.kind}`,
      entity: 'upload_jobs',
      entityId: outcome.jobId,
      after: { ...fileFacts, result: 'applied' },
      at,
    });
    return outcome.answer;
  });
}
