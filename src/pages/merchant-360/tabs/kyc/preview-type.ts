/** What a document may be previewed as: only these, and only when the bytes agree with the type (spec §2.9). */
export type PreviewKind = 'pdf' | 'image' | null;

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

/** Pure: PDF or image (PNG, JPEG) when the declared type and the first bytes agree; anything else is not shown. */
export function previewKind(mediaType: string, bytes: Uint8Array): PreviewKind {
  if (mediaType === 'application/pdf' && startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (mediaType === 'image/png' && startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'image';
  if (mediaType === 'image/jpeg' && startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image';
  return null;
}

/** Pure: base64 to bytes (the CPV documents' `content`). */
export function base64Bytes(content: string): Uint8Array {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
