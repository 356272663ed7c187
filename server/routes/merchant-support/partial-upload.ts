import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { UploadKind } from '../../../contract/uploads/index.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { heavyWork } from '../../workers/heavy-work.js';
import { refusalOf, type ServerCheckedFile } from './upload-check.js';
import { uploadedFile } from './upload-file.js';

/**
 * A file whose bad rows are rejected and the rest kept (a merchant alert's audience, a VPA file): parsed and every row
 * checked in the worker; only the file as a whole is refused here (not a CSV, a wrong header, no rows, too many), with
 * its audit row. Answers the checked rows, who sent the file, when, and the file's facts for the caller's audit row.
 */
export async function checkPartialFile<K extends UploadKind>(db: Kysely<Database>, request: FastifyRequest, kind: K) {
  const file = uploadedFile(request);
  const actor = principalOf(request);
  const checked = JSON.parse(
    await heavyWork.run('checkUpload', { kind, text: file.text, cells: true, partial: true }),
  ) as ServerCheckedFile<K>;
  const at = Date.now();
  const fileFacts = { fileName: file.name, sha256: file.sha256, size: file.size, rows: checked.counts.total };
  const refused = checked.parseErrors.length || checked.fileErrors.length ? refusalOf(checked) : null;
  if (refused) {
    await writeAudit(db, {
      actor,
      action: `upload.${kind}`,
      entity: 'upload_jobs',
      entityId: null,
      after: { ...fileFacts, result: 'refused', message: refused.message },
      outcome: 'refused',
      at,
    });
    throw new RequestError(refused.status, refused.message);
  }
  return { file, actor, checked, at, fileFacts };
}
