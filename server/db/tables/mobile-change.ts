import type { Generated } from 'kysely';

/** The proof document of a mobile change request (migration 0041). */
export interface MobileChangeProofTable {
  id: Generated<number>;
  approval_id: number;
  file_name: string;
  media_type: string;
  size: number;
  content: Buffer;
  /** The bytes' key in the document store; `content` is then empty. */
  content_key: string | null;
  created_at: number;
}
