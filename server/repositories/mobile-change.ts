import type { Kysely } from 'kysely';
import type { ApprovalRequest, Database } from '../db/database.js';
import { applyMerchantField } from './merchant-field-change.js';

/** The merchant a mobile change is raised for: its row id, name, registered mobile and version. */
export function merchantMobileOf(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('merchants')
    .select(['id', 'merchant_id', 'name', 'mobile'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export interface MobileProof {
  fileName: string;
  mediaType: string;
  size: number;
  /** The bytes' key in the document store, or null with the bytes in the row (the seed: moved at start-up). */
  key: string | null;
  content?: Buffer;
}

/** Keeps a request's proof. */
export async function insertMobileProof(db: Kysely<Database>, approvalId: number, p: MobileProof, at: number) {
  await db
    .insertInto('mobile_change_proofs')
    .values({
      approval_id: approvalId,
      file_name: p.fileName,
      media_type: p.mediaType,
      size: p.size,
      content: p.content ?? Buffer.alloc(0),
      content_key: p.key,
      created_at: at,
    })
    .execute();
}

/** A request's proof with its merchant. */
export function findMobileProof(db: Kysely<Database>, approvalId: number) {
  return db
    .selectFrom('mobile_change_proofs as p')
    .innerJoin('merchant_change_requests as l', (join) =>
      join.onRef('l.approval_id', '=', 'p.approval_id').on('l.kind', '=', 'MOBILE_CHANGE'),
    )
    .selectAll('p')
    .select('l.merchant_id')
    .where('p.approval_id', '=', approvalId)
    .executeTakeFirst();
}

/**
 * What an approved mobile change does: ONE conditional update of the merchant's registered mobile, only while it is
 * still the number the maker saw (applyMerchantField). Null when it moved on (the decision is undone, 409).
 */
export const applyMobileChange = (db: Kysely<Database>, request: ApprovalRequest, at: number) =>
  applyMerchantField(db, request, at, 'mobile', 'mobile');
