import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { rowErrorText, type CheckedFile, type UploadKind, type UploadRow } from '../../../contract/uploads/index.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { writeAudit } from '../../repositories/audit.js';
import { failure } from '../success-envelope.js';
import { checkUpload, uploadedFile, type UploadedFile } from './upload-file.js';

/** At most this many row errors travel in a refusal (the console has them all from its own check). */
const MAX_ROW_ERRORS = 200;

export interface Refused {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

/** Pure: the refusal of a checked file (file-level error first, else every failing row by line), or null. */
export function refusalOf(checked: CheckedFile & { parseErrors: string[] }, tooManyStatus = 400): Refused | null {
  if (checked.parseErrors.length)
    return { status: 400, message: `CSV parsing error: ${checked.parseErrors.slice(0, 3).join('; ')}` };
  if (checked.fileErrors.length) {
    const tooMany = checked.fileErrors.some((e) => e.startsWith('The file has'));
    return { status: tooMany ? tooManyStatus : 400, message: checked.fileErrors.join(' ') };
  }
  const failing = checked.rows.filter((r) => r.errors.length);
  if (!failing.length) return null;
  return {
    status: 400,
    message: `${failing.length} of ${checked.counts.total} rows have errors; nothing was applied.`,
    errors: Object.fromEntries(failing.slice(0, MAX_ROW_ERRORS).map((r) => [`line ${r.line}`, rowErrorText(r)])),
  };
}

export interface UploadOutcome<A> {
  jobId: number | null;
  answer: A;
}

/** A refused upload's answer: the merchant-support failure envelope, row errors by line in `errors`. */
export type UploadRefusal = ReturnType<typeof failure>;

/**
 * One upload, all or nothing (DESIGN.md §5): the file is parsed and every rule checked again here (the console is
 * never trusted), then `extraChecks` (rows naming unknown merchants …) add row errors, and only a clean file reaches
 * `apply`, in one transaction with its job and its audit row. A refused file writes only its audit row.
 */
export async function runUpload<K extends UploadKind, A>(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    kind: K;
    tooManyStatus?: number;
    extraChecks?: (trx: Kysely<Database>, checked: CheckedFile<K>) => Promise<void>;
    apply: (trx: Kysely<Database>, rows: UploadRow<K>[], file: UploadedFile, at: number) => Promise<UploadOutcome<A>>;
  },
): Promise<A | UploadRefusal> {
  const file = uploadedFile(request);
  const actor = principalOf(request);
  const checked = checkUpload(options.kind, file.text);
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
    const outcome = await options.apply(trx, rows, file, at);
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
