import type { Generated } from 'kysely';

/** A document captured at a merchant's contact point verification (migration 0016); bytes typed from content. */
export interface CpvDocumentTable {
  id: Generated<number>;
  merchant_id: string;
  /** SHOP_FRONT, SHOP_INSIDE, OWNER_AT_SHOP or CPV_REPORT. */
  doc_type: string;
  file_name: string;
  media_type: string;
  size: number;
  content: Buffer;
  /** The bytes' key in the document store (migration 0032); `content` is then empty. */
  content_key: string | null;
  latitude: string | null;
  longitude: string | null;
  captured_by: string | null;
  created_at: number;
}

/** One step of a merchant's contact point verification (migration 0016). */
export interface CpvEventTable {
  id: Generated<number>;
  merchant_id: string;
  action: string;
  from_status: string | null;
  /** INITIATED, SCHEDULED, VISITED, APPROVED or REJECTED. */
  to_status: string;
  actor: string;
  remarks: string | null;
  created_at: number;
}
