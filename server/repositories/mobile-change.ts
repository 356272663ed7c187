import type { Kysely } from 'kysely';
import type { ApprovalRequest, Database } from '../db/database.js';

type Json = Record<string, unknown>;

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
    .innerJoin('merchant_change_requests as l', 'l.approval_id', 'p.approval_id')
    .select(['p.id', 'p.file_name', 'p.media_type', 'p.size', 'p.content', 'p.content_key', 'l.merchant_id'])
    .where('p.approval_id', '=', approvalId)
    .where('l.kind', '=', 'MOBILE_CHANGE')
    .executeTakeFirst();
}

/**
 * What an approved mobile change does: ONE conditional update of the merchant's registered mobile (`… WHERE id AND
 * mobile = <the number the maker saw>`), so of two approvals, or a change by another way in between, at most one
 * applies. Null when the mobile moved on (the decision is undone, 409).
 */
export async function applyMobileChange(
  db: Kysely<Database>,
  request: ApprovalRequest,
  at: number,
): Promise<{ before: Json; after: Json } | null> {
  if (request.target_id === null) return null;
  const proposed = JSON.parse(request.proposed_json) as { merchantId: string; mobile: string };
  const previous = JSON.parse(request.previous_json ?? '{}') as { mobile?: string | null };
  const was = previous.mobile ?? null;
  const updated = await db
    .updateTable('merchants')
    .set((eb) => ({ mobile: proposed.mobile, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', request.target_id)
    .where((eb) => (was === null ? eb('mobile', 'is', null) : eb('mobile', '=', was)))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return null;
  return {
    before: { merchantId: proposed.merchantId, mobile: was },
    after: { merchantId: proposed.merchantId, mobile: proposed.mobile },
  };
}
