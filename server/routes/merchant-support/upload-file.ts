import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_CSV_BYTES, UPLOAD_MESSAGES, type UploadKind } from '../../../contract/uploads/index.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';

/** The one file of an upload, as read and checked by `readUpload` (DESIGN.md §5: type, size before anything). */
export interface UploadedFile {
  name: string;
  size: number;
  sha256: string;
  text: string;
}

const uploads = new WeakMap<FastifyRequest, UploadedFile>();

/** Pure: is the name a CSV's and the content text (no NUL, valid UTF-8)? Binary content has already been refused. */
export function decodeCsv(name: string, bytes: Buffer): string | null {
  if (!/\.csv$/i.test(name) || bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

/**
 * A route's preHandler: reads the multipart request's one file field (@fastify/multipart, at most 1 MiB: 413 beyond),
 * refuses a non-CSV by its content (file-type's magic bytes, then UTF-8 text) and sets the request body to the file's
 * name, size and SHA-256, so an Idempotency-Key's fingerprint is the file's content.
 */
export async function readUpload(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw new RequestError(400, UPLOAD_MESSAGES.noFile);
  let part;
  try {
    part = await request.file();
  } catch {
    throw new RequestError(400, UPLOAD_MESSAGES.noFile);
  }
  if (!part) throw new RequestError(400, UPLOAD_MESSAGES.noFile);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413 || part.file.truncated)
      throw new RequestError(413, UPLOAD_MESSAGES.tooLarge);
    throw new RequestError(400, 'Error reading file');
  }
  if (part.file.truncated || bytes.length > MAX_CSV_BYTES) throw new RequestError(413, UPLOAD_MESSAGES.tooLarge);
  const name = part.filename || 'upload.csv';
  const detected = bytes.length ? await fileTypeFromBuffer(bytes) : undefined;
  const text = detected ? null : decodeCsv(name, bytes);
  if (text === null) throw new RequestError(400, UPLOAD_MESSAGES.notCsv);
  const file = { name, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), text };
  uploads.set(request, file);
  request.body = { fileName: file.name, size: file.size, sha256: file.sha256 };
}

/**
 * The preHandler of an upload route of `kind`: readUpload, and a refusal at this stage (no file, not a CSV, over
 * 1 MiB) still writes its audit row (who, which file as far as known, the outcome) before it is answered.
 */
export function readUploadOf(db: Kysely<Database>, kind: UploadKind): preHandlerAsyncHookHandler {
  return async (request) => {
    try {
      await readUpload(request);
    } catch (error) {
      if (error instanceof RequestError) {
        const file = request.isMultipart()
          ? { contentLength: Number(request.headers['content-length'] ?? 0) }
          : { contentLength: 0 };
        await writeAudit(db, {
          actor: principalOf(request),
          action: `upload.${kind}`,
          entity: 'upload_jobs',
          entityId: null,
          after: { ...file, result: 'refused', message: error.message },
          outcome: 'refused',
        });
      }
      throw error;
    }
  };
}

export function uploadedFile(request: FastifyRequest): UploadedFile {
  const file = uploads.get(request);
  if (!file) throw new Error('uploadedFile() used on a route without the readUpload preHandler');
  return file;
}

/**
 * Registers `routes` in a scope of their own that reads one CSV per multipart request (at most MAX_CSV_BYTES): the
 * upload routes of a backend whose other routes take JSON.
 */
export async function csvUploadScope(app: FastifyInstance, routes: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 5, parts: 6 } });
    routes(scope);
  });
}
