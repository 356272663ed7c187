import { sql, type Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: FRM complaints (issue 43 item 4; contract/frm/rules.ts), raised on a chargeback transaction and worked on
 * /frm, with their notes. `reference` (FRM-000001) is set from the id in the raise's transaction; `version` grows by
 * one with every change, so a move is one conditional UPDATE on (status, version). At most one complaint per
 * transaction is still open (OPEN, UNDER_REVIEW): a partial unique index lets exactly one of concurrent raises land.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('frm_complaints'))
    .addColumn('reference', 'varchar(20)', (c) => c.unique())
    .addColumn('product', 'varchar(10)', (c) => c.notNull())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('chargeback_transactions.id'))
    .addColumn('payment_transaction_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('rrn', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount_at_risk', DECIMAL, (c) => c.notNull())
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(20)')
    .addColumn('assignee', 'varchar(254)')
    .addColumn('raised_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('raised_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'frm_complaints_status_idx', 'frm_complaints', ['status', 'raised_at', 'id']);
  await addIndex(db, 'frm_complaints_merchant_idx', 'frm_complaints', ['merchant_id']);
  await addIndex(db, 'frm_complaints_rrn_idx', 'frm_complaints', ['rrn']);
  await sql`create unique index frm_complaints_open_uq on frm_complaints (transaction_id)
    where status in ('OPEN', 'UNDER_REVIEW')`.execute(db);

  await withId(db, db.schema.createTable('frm_complaint_notes'))
    .addColumn('complaint_id', 'integer', (c) => c.notNull().references('frm_complaints.id'))
    .addColumn('author', 'varchar(254)', (c) => c.notNull())
    .addColumn('text', 'varchar(1000)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'frm_complaint_notes_complaint_idx', 'frm_complaint_notes', ['complaint_id', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('frm_complaint_notes').execute();
  await db.schema.dropTable('frm_complaints').execute();
}
