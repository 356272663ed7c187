import type { Kysely } from 'kysely';
import { addIndex, withId } from './helpers.js';

/**
 * Frozen: merchants and bulk uploads (spec §2.10, §3.11, §5.6). `merchants` holds the fields the uploads change and
 * other screens will reuse (merchant id as text digits, store, status, KYC, settlement config, P2PM flag);
 * `ifsc_codes` the bank branch list; `upload_jobs` one row per accepted (or pending) upload with the file's hash,
 * size and row count; `upload_job_rows` the per-merchant results a batch-status call pages through.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('merchants'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('store_id', 'varchar(20)')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('status_remarks', 'varchar(300)')
    .addColumn('kyc_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('kyc_remarks', 'varchar(300)')
    .addColumn('settlement_status', 'varchar(20)')
    .addColumn('settlement_type', 'varchar(30)')
    .addColumn('settlement_start', 'varchar(10)')
    .addColumn('settlement_end', 'varchar(10)')
    .addColumn('settlement_hold', 'varchar(20)')
    .addColumn('settlement_remarks', 'varchar(300)')
    .addColumn('p2pm_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('merchants_status_idx').on('merchants').columns(['status']).execute();

  await db.schema
    .createTable('ifsc_codes')
    .addColumn('ifsc', 'varchar(11)', (c) => c.primaryKey())
    .addColumn('bank', 'varchar(100)', (c) => c.notNull())
    .addColumn('branch', 'varchar(100)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)')
    .addColumn('contact', 'varchar(15)')
    .addColumn('city', 'varchar(100)')
    .addColumn('district', 'varchar(100)')
    .addColumn('state', 'varchar(100)')
    .addColumn('bank_code', 'varchar(20)')
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('upload_jobs'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('staff_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('approval_id', 'integer', (c) => c.references('approval_requests.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'upload_jobs_staff_idx', 'upload_jobs', ['kind', 'staff_id', 'created_at']);

  await db.schema
    .createTable('upload_job_rows')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('upload_jobs.id').onDelete('cascade'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('remarks', 'varchar(300)')
    .addPrimaryKeyConstraint('upload_job_rows_pk', ['job_id', 'line'])
    .execute();
  await addIndex(db, 'upload_job_rows_status_idx', 'upload_job_rows', ['job_id', 'status', 'merchant_id']);
}
