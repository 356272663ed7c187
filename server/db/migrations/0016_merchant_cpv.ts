import type { Kysely } from 'kysely';
import { addIndex, isPostgres, withId } from './helpers.js';

/**
 * Contact point verification of merchants (spec §7.3 /merchants/{id}/get-all-cpv-docs, /get-cpv-audit):
 * - `cpv_documents`: what the field agent captured at the shop (photos, the visit report), bytes typed from content;
 * - `cpv_events`: the CPV's history, one row per step (status from → to, who, remarks).
 * Both are read per merchant, newest first: indexed on (merchant_id, created_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('cpv_documents'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('doc_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('latitude', 'varchar(20)')
    .addColumn('longitude', 'varchar(20)')
    .addColumn('captured_by', 'varchar(120)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'cpv_documents_merchant_idx', 'cpv_documents', ['merchant_id', 'created_at']);

  await withId(db, db.schema.createTable('cpv_events'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('remarks', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'cpv_events_merchant_idx', 'cpv_events', ['merchant_id', 'created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cpv_events').execute();
  await db.schema.dropTable('cpv_documents').execute();
}
