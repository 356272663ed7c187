import type { FastifyReply } from 'fastify';

/**
 * Sends a stored document (a dispute proof, a KYC document, a mobile change proof) as what its content is (typed when
 * it was stored), never sniffed, inline under a safe file name, and sandboxed should anyone open it directly.
 */
export function sendDocument(reply: FastifyReply, doc: { fileName: string; mediaType: string; bytes: Buffer }) {
  const name = doc.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .type(doc.mediaType)
    .header('Content-Disposition', `inline; filename="${name}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'")
    .send(doc.bytes);
}
