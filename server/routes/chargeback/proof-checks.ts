import { fileTypeFromBuffer } from 'file-type';
import {
  PROOF_BAD_TYPE,
  PROOF_MAX_BYTES,
  PROOF_MEDIA_TYPES,
  PROOF_TOO_LARGE,
} from '../../../contract/disputes/rules.js';
import { RequestError } from '../../plugins/validation.js';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A proof's bytes from base64; not base64 → 400 naming the field. */
export function decodeProof(content: string, field: string): Buffer {
  const compact = content.replace(/\s+/g, '');
  if (!BASE64.test(compact) || compact.length % 4 === 1)
    throw new RequestError(400, `${field}: ${PROOF_BAD_TYPE}`, { [field]: PROOF_BAD_TYPE });
  return Buffer.from(compact, 'base64');
}

/** Over the limit (a dispute proof's 1 MB unless the caller's own is given) → 413 (before anything is written). */
export function checkProofSize(
  bytes: number,
  field: string,
  limit: { max: number; message: string } = { max: PROOF_MAX_BYTES, message: PROOF_TOO_LARGE },
): void {
  if (bytes > limit.max) throw new RequestError(413, limit.message, { [field]: limit.message });
}

/** The proof's type from its content (magic bytes), never its name: PDF, PNG or JPEG, else 400. */
export async function proofMediaType(content: Buffer, field: string): Promise<string> {
  const found = await fileTypeFromBuffer(content);
  if (!found || !(PROOF_MEDIA_TYPES as readonly string[]).includes(found.mime))
    throw new RequestError(400, `${field}: ${PROOF_BAD_TYPE}`, { [field]: PROOF_BAD_TYPE });
  return found.mime;
}
