import type { Generated } from 'kysely';
import type { KycDocumentTable } from './merchant-changes.js';

/** The proof document of a mobile change request (migration 0041): stored as a KYC document is. */
export interface MobileChangeProofTable extends Pick<
  KycDocumentTable,
  'file_name' | 'media_type' | 'size' | 'content' | 'content_key' | 'created_at'
> {
  id: Generated<number>;
  approval_id: number;
}
