import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { KycDocumentTable } from '../../db/database.js';
import { maskIdentifier } from '../../../contract/pii.js';

export const kycCaseDto = z.object({
  id: z.number().int(),
  merchantId: z.string(),
  merchantName: z.string(),
  merchantKycStatus: z.string(),
  queue: z.string(),
  status: z.string(),
  declared: z.record(z.string(), z.unknown()),
  assigneeId: z.number().int().nullable(),
  assigneeEmail: z.string().nullable(),
  assignedAt: z.number().nullable(),
  pendingRequestId: z.number().int().nullable(),
  pendingDecision: z.string().nullable(),
  createdAt: z.number(),
  version: z.number().int(),
});

export const kycDocumentDto = z.object({
  id: z.number().int(),
  merchantId: z.string(),
  docType: z.string(),
  docIdentifier: z.string().nullable(),
  fileName: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  createdAt: z.number(),
  /** The store the document belongs to; null for a merchant-level one (migration 0019). */
  merchantStoreId: z.string().nullable().optional(),
});

export const kycAuditDto = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actorEmail: z.string(),
  remarks: z.string().nullable(),
  createdAt: z.number(),
});

export const toDocumentDto = (
  d: Omit<Selectable<KycDocumentTable>, 'content' | 'content_key'> & { merchant_store_id?: string | null },
) => ({
  id: d.id,
  merchantId: d.merchant_id,
  docType: d.doc_type,
  /** A document's number (PAN, Aadhaar …) goes out masked to its last 4 characters. */
  docIdentifier: maskIdentifier(d.doc_identifier),
  fileName: d.file_name,
  mediaType: d.media_type,
  size: Number(d.size),
  createdAt: Number(d.created_at),
  merchantStoreId: d.merchant_store_id ?? null,
});

export const toAuditDto = (e: {
  id: number;
  case_id: number;
  action: string;
  from_status: string | null;
  to_status: string;
  actor_email: string;
  remarks: string | null;
  created_at: number;
}) => ({
  id: e.id,
  caseId: e.case_id,
  action: e.action,
  fromStatus: e.from_status,
  toStatus: e.to_status,
  actorEmail: e.actor_email,
  remarks: e.remarks,
  createdAt: Number(e.created_at),
});
