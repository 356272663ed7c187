import { sql, type Kysely } from 'kysely';
import { addIndex, isPostgres, withId } from './helpers.js';

/**
 * Frozen: a merchant's registered mobile change (issue 43 item 3, /mobile-change-request). The request itself is a
 * maker-checker request of kind MOBILE_CHANGE (approval_requests, linked to its merchant in merchant_change_requests);
 * this adds its proof document (a PDF, JPEG or PNG typed by its content; the bytes in the document store, by key,
 * or in the row for rows written without a store, as 0032's documents) and holds one PENDING request per merchant
 * in the database too, so two raises racing on PostgreSQL cannot both insert.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('mobile_change_proofs'))
    .addColumn('approval_id', 'integer', (c) => c.notNull().references('approval_requests.id'))
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('content_key', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'mobile_change_proofs_approval_uq', 'mobile_change_proofs', ['approval_id'], true);
  await sql`create unique index approval_requests_pending_mobile_uq
    on approval_requests (kind, target_id)
    where status = 'PENDING' and target_id is not null and kind = 'MOBILE_CHANGE'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('approval_requests_pending_mobile_uq').execute();
  await db.schema.dropTable('mobile_change_proofs').execute();
}
