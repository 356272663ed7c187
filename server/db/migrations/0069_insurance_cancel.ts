import type { Kysely } from 'kysely';

/**
 * Frozen: the rows of an insurance bulk cancellation file (issue 46 item 3, /insurance-bulk-cancellation): its
 * upload_jobs row (kind `insurance-cancel`: CHECKED, RAISED, APPROVED, DONE or REJECTED) and, per line, the policy id as
 * sent, the dry run's verdict, the refund it showed (paise), and VALID / REJECTED (why) / CANCELLED / SKIPPED. The
 * policy itself is cancelled by one conditional update on insurance_policies (`status = 'ACTIVE'`, migration 0063).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('insurance_cancel_rows')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('upload_jobs.id').onDelete('cascade'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('policy_id', 'varchar(30)', (c) => c.notNull())
    .addColumn('verdict', 'varchar(20)', (c) => c.notNull())
    .addColumn('refund_paise', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('error', 'varchar(300)')
    .addPrimaryKeyConstraint('insurance_cancel_rows_pk', ['job_id', 'line'])
    .execute();
  await db.schema
    .createIndex('insurance_cancel_rows_status_idx')
    .on('insurance_cancel_rows')
    .columns(['job_id', 'status', 'line'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('insurance_cancel_rows').execute();
}
