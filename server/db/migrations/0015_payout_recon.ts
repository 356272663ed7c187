import type { Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: payout reconciliation (/payment-recon, PayOut). The bank's statement lines the server holds (one per UTR:
 * a later statement's line replaces an earlier one), each reconciliation run (the days, where its statement came
 * from) and its rows: one per payout or statement line, in one of four groups, the ones that need a look OPEN until
 * someone marks them REVIEWED (a later run of the same discrepancy keeps the review). Lookups: lines by value day and
 * by UTR; a run's rows by group in id order; earlier reviews by UTR or payout.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('payout_bank_lines'))
    .addColumn('utr', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('value_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('run_id', 'integer')
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payout_bank_lines_utr_idx').on('payout_bank_lines').column('utr').unique().execute();
  await addIndex(db, 'payout_bank_lines_day_idx', 'payout_bank_lines', ['value_day', 'id']);

  await withId(db, db.schema.createTable('payout_recon_runs'))
    .addColumn('from_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('to_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)')
    .addColumn('statement_lines', 'integer', (c) => c.notNull())
    .addColumn('run_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payout_recon_runs_at_idx').on('payout_recon_runs').columns(['run_at', 'id']).execute();

  await withId(db, db.schema.createTable('payout_recon_items'))
    .addColumn('run_id', 'integer', (c) => c.notNull().references('payout_recon_runs.id'))
    .addColumn('grp', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(30)', (c) => c.notNull())
    .addColumn('payout_id', 'integer')
    .addColumn('utr', 'varchar(64)')
    .addColumn('books_amount', DECIMAL)
    .addColumn('books_status', 'varchar(30)')
    .addColumn('books_txn_status', 'varchar(30)')
    .addColumn('bank_amount', DECIMAL)
    .addColumn('bank_status', 'varchar(20)')
    .addColumn('value_day', 'varchar(10)')
    .addColumn('review_status', 'varchar(10)')
    .addColumn('review_remarks', 'varchar(300)')
    .addColumn('reviewed_by', 'varchar(254)')
    .addColumn('reviewed_at', 'bigint')
    .execute();
  await addIndex(db, 'payout_recon_items_run_grp_idx', 'payout_recon_items', ['run_id', 'grp', 'id']);
  // A later run finds the reviews of the same discrepancy by UTR, or by payout when it has no UTR.
  await db.schema.createIndex('payout_recon_items_utr_idx').on('payout_recon_items').columns(['utr', 'id']).execute();
  await addIndex(db, 'payout_recon_items_payout_idx', 'payout_recon_items', ['payout_id', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payout_recon_items').execute();
  await db.schema.dropTable('payout_recon_runs').execute();
  await db.schema.dropTable('payout_bank_lines').execute();
}
