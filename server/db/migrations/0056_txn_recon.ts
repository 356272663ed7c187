import type { Kysely } from 'kysely';
import { addIndex, withId } from './helpers.js';

/**
 * Frozen: merchant-transaction reconciliation (issue 45 item 1; contract/recon/rules.ts).
 *
 * - `txn_recon_runs`: one settlement file reconciled (source ACQUIRER or BANK), its upload job (the Bulk Process
 *   monitor's row), the file's SHA-256 (unique: the same file is never reconciled twice), its lines and days, who, when.
 * - `txn_recon_items`: one row of a run: a file line, one of our merchant transactions, or both; its group and reason;
 *   amounts in whole paise; the review (OPEN → REVIEWED, one conditional update; null on matched rows). The on-spot
 *   trace reads it by reference (index on ref).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('txn_recon_runs'))
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('job_id', 'integer')
    .addColumn('lines', 'integer', (c) => c.notNull())
    .addColumn('from_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('to_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('run_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'txn_recon_runs_at_idx', 'txn_recon_runs', ['run_at']);

  await withId(db, db.schema.createTable('txn_recon_items'))
    .addColumn('run_id', 'integer', (c) => c.notNull().references('txn_recon_runs.id'))
    .addColumn('grp', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('ref', 'varchar(30)', (c) => c.notNull())
    .addColumn('line_no', 'integer')
    .addColumn('txn_id', 'varchar(30)')
    .addColumn('ours_paise', 'bigint')
    .addColumn('ours_status', 'varchar(20)')
    .addColumn('ours_day', 'varchar(10)')
    .addColumn('theirs_paise', 'bigint')
    .addColumn('theirs_status', 'varchar(20)')
    .addColumn('theirs_day', 'varchar(10)')
    .addColumn('review_status', 'varchar(10)')
    .addColumn('review_remarks', 'varchar(300)')
    .addColumn('reviewed_by', 'varchar(254)')
    .addColumn('reviewed_at', 'bigint')
    .execute();
  await addIndex(db, 'txn_recon_items_run_grp_idx', 'txn_recon_items', ['run_id', 'grp']);
  await addIndex(db, 'txn_recon_items_ref_idx', 'txn_recon_items', ['ref']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('txn_recon_items').execute();
  await db.schema.dropTable('txn_recon_runs').execute();
}
