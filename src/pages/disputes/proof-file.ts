import { compressImage } from '../../common/compress-image';
import { PROOF_BAD_TYPE, PROOF_MAX_BYTES, PROOF_TOO_LARGE } from '../../../contract/disputes/rules';

/** Pure: the media type of a proof from its first bytes (PDF, PNG, JPEG), never its name; null otherwise. */
export function sniffProof(head: Uint8Array): 'application/pdf' | 'image/png' | 'image/jpeg' | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return null;
}

/**
 * A chosen proof file checked before upload: an image compressed first (quality 0.2, spec §9), then size (a dispute
 * proof's 1 MB unless the caller's own limit is given), then its content's type; its bytes as base64.
 */
export async function readProof(
  file: File,
  limit: { max: number; message: string } = { max: PROOF_MAX_BYTES, message: PROOF_TOO_LARGE },
): Promise<{ content: string; mediaType: string; size: number } | { error: string }> {
  const type = sniffProof(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
  const sent = type === 'image/png' || type === 'image/jpeg' ? await compressImage(file) : file;
  if (sent.size > limit.max) return { error: limit.message };
  const bytes = new Uint8Array(await sent.arrayBuffer());
  const mediaType = sniffProof(bytes.subarray(0, 8));
  if (!mediaType) return { error: PROOF_BAD_TYPE };
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { content: btoa(binary), mediaType, size: bytes.length };
}
