import type { Kysely } from 'kysely';
import { addIndex, withId } from './helpers.js';

/**
 * Frozen: the job queue kept in the database, the SFTP drop files and the card-swipe reconciliation the backtest
 * re-runs (issue 45 items 1 and 2).
 * - `background_jobs`: one row per background job, the record /bulk-process reads on both databases; on SQLite also
 *   the queue itself (a worker claims a row by one conditional update and holds it for a lease it renews; a lease
 *   that ran out is claimed again, so a restarted server resumes the job from its checkpoint). On PostgreSQL pg-boss
 *   carries the job to a worker and the row is still claimed the same way.
 * - `sftp_sources`: what each bank or acquirer drops each day (file pattern, expected by a time in IST).
 * - `sftp_files`: each file received, per business day, and how its parse went.
 * - `swipe_recon_lines`: card-swipe lines on our books and in the acquirer's settlement files, with when each arrived.
 * - `swipe_recon_days`: what the first reconciliation run of each day found (the backtest compares with it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('background_jobs'))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('label', 'varchar(200)', (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('input_json', 'text', (c) => c.notNull())
    .addColumn('checkpoint_json', 'text')
    .addColumn('result_json', 'text')
    .addColumn('message', 'varchar(300)')
    .addColumn('started_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('rows_total', 'integer')
    .addColumn('rows_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('errors_csv', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'varchar(64)')
    .addColumn('lease_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'background_jobs_due_idx', 'background_jobs', ['state', 'lease_until', 'id']);
  await addIndex(db, 'background_jobs_created_idx', 'background_jobs', ['created_at', 'id']);

  await db.schema
    .createTable('sftp_sources')
    .addColumn('source', 'varchar(30)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('file_pattern', 'varchar(100)', (c) => c.notNull())
    .addColumn('expected_by', 'varchar(5)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('sftp_files'))
    .addColumn('source', 'varchar(30)', (c) => c.notNull())
    .addColumn('business_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('parse_state', 'varchar(10)', (c) => c.notNull())
    .addColumn('rows_parsed', 'integer')
    .addColumn('parse_error', 'varchar(300)')
    .addColumn('parsed_at', 'bigint')
    .addColumn('job_id', 'integer')
    .execute();
  await addIndex(db, 'sftp_files_day_uq', 'sftp_files', ['source', 'business_date', 'file_name'], true);
  await addIndex(db, 'sftp_files_date_idx', 'sftp_files', ['business_date', 'source']);

  await withId(db, db.schema.createTable('swipe_recon_lines'))
    .addColumn('business_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('side', 'varchar(10)', (c) => c.notNull())
    .addColumn('rrn', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('arrived_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'swipe_recon_lines_day_idx', 'swipe_recon_lines', ['business_date', 'side', 'rrn']);

  await db.schema
    .createTable('swipe_recon_days')
    .addColumn('business_date', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('matched_count', 'integer', (c) => c.notNull())
    .addColumn('matched_paise', 'bigint', (c) => c.notNull())
    .addColumn('unmatched_count', 'integer', (c) => c.notNull())
    .addColumn('unmatched_paise', 'bigint', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['swipe_recon_days', 'swipe_recon_lines', 'sftp_files', 'sftp_sources', 'background_jobs'])
    await db.schema.dropTable(table).execute();
}
