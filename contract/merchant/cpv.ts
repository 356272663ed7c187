import { z } from 'zod';

/**
 * Contact point verification (CPV) of a merchant (spec §7.3, CRM API): GET /merchants/{id}/get-all-cpv-docs answers
 * the documents the field agent captured, each with its bytes (base64, typed by the server from their content: PNG,
 * JPEG or PDF); GET /merchants/{id}/get-cpv-audit answers the CPV's steps, newest first. Times are epoch ms.
 */
export const CPV_DOC_TYPES = ['SHOP_FRONT', 'SHOP_INSIDE', 'OWNER_AT_SHOP', 'CPV_REPORT'] as const;
export const CPV_STATUSES = ['INITIATED', 'SCHEDULED', 'VISITED', 'APPROVED', 'REJECTED'] as const;

export const cpvDocumentDto = z.object({
  id: z.number().int(),
  merchantId: z.string(),
  docType: z.string(),
  fileName: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  capturedBy: z.string().nullable(),
  createdAt: z.number(),
  /** The document's bytes, base64. */
  content: z.string(),
});
export type CpvDocumentDto = z.infer<typeof cpvDocumentDto>;

export const cpvAuditDto = z.object({
  id: z.number().int(),
  merchantId: z.string(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actor: z.string(),
  remarks: z.string().nullable(),
  createdAt: z.number(),
});
export type CpvAuditDto = z.infer<typeof cpvAuditDto>;
