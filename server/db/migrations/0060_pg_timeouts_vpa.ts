import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Frozen: payment-gateway timeouts and the bulk VPA file of issue 45 item 5 (contract/pg-vpa/).
 * - `pg_payment_timeouts`: one row per payment method, its timeout in seconds; changed only by an approved
 *   PG_TIMEOUT_CHANGE request, with one conditional UPDATE on the version the maker saw.
 * - `vpa_upload_rows`: each row of a VPA file's dry run (its upload_jobs row, kind `vpa-upload`, status CHECKED then
 *   APPLIED): the cells as sent, the VPA the merchant had, and VALID / REJECTED (why) / APPLIED / SKIPPED.
 * - one PENDING timeout change per method: a partial unique index on approval_requests, as 0049's for MDR.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('pg_payment_timeouts'))
    .addColumn('method', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('timeout_seconds', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('vpa_upload_rows')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('upload_jobs.id').onDelete('cascade'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('merchant_id', 'varchar(30)', (c) => c.notNull())
    .addColumn('vpa', 'varchar(100)', (c) => c.notNull())
    .addColumn('previous_vpa', 'varchar(100)')
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('error', 'varchar(300)')
    .addPrimaryKeyConstraint('vpa_upload_rows_pk', ['job_id', 'line'])
    .execute();
  await db.schema
    .createIndex('vpa_upload_rows_status_idx')
    .on('vpa_upload_rows')
    .columns(['job_id', 'status', 'line'])
    .execute();

  await sql`create unique index approval_requests_pending_pg_timeout_uq
    on approval_requests (target_id)
    where status = 'PENDING' and target_id is not null and kind = 'PG_TIMEOUT_CHANGE'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('approval_requests_pending_pg_timeout_uq').execute();
  await db.schema.dropTable('vpa_upload_rows').execute();
  await db.schema.dropTable('pg_payment_timeouts').execute();
}
