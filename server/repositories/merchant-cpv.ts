import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** The most a merchant's CPV lists answer (a CPV has a handful of documents and steps). */
const CAP = 100;

/** A merchant's contact point verification documents with their bytes, newest first. */
export function cpvDocumentsOf(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('cpv_documents')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .limit(CAP)
    .execute();
}

/** A merchant's CPV history, newest first. */
export function cpvAuditOf(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('cpv_events')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(CAP)
    .execute();
}
