import type { Kysely } from 'kysely';
import { addIndex, DECIMAL, isPostgres, withId } from './helpers.js';

/**
 * Frozen: disputes and chargebacks (spec §3.2, §4, §7.6). Chargeback transactions (SWIPE and QR) carry the merchant
 * id as a text of digits with no foreign key (the merchants table is another migration's). A dispute is raised on one
 * transaction; its status moves INIT → Processing → Resolved by conditional updates on `status`; proofs are stored
 * as bytes with the type found from their content; every decision on a case is a row of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('chargeback_transactions'))
    .addColumn('source_product', 'varchar(10)', (c) => c.notNull())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('merchant_store_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('payment_transaction_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('bank_reference_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('payment_gateway', 'varchar(40)', (c) => c.notNull())
    .addColumn('txn_sub_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('payer_vpa', 'varchar(100)')
    .addColumn('acquirer_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('payer_instrument', 'varchar(40)', (c) => c.notNull())
    .addColumn('payee_identifier', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_digits', 'varchar(4)')
    .addColumn('total_amount', DECIMAL, (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('reward_amount', DECIMAL, (c) => c.notNull())
    .addColumn('payer_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('payer_mobile', 'varchar(12)', (c) => c.notNull())
    .addColumn('payment_timestamp', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'chargeback_txn_merchant_idx', 'chargeback_transactions', [
    'source_product',
    'merchant_id',
    'payment_timestamp',
  ]);
  await addIndex(db, 'chargeback_txn_rrn_idx', 'chargeback_transactions', ['source_product', 'bank_reference_no']);

  await withId(db, db.schema.createTable('disputes'))
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('chargeback_transactions.id'))
    .addColumn('source_product', 'varchar(10)', (c) => c.notNull())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('payment_transaction_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('bank_reference_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('payer_mobile', 'varchar(12)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(20)')
    .addColumn('dispute_category', 'varchar(100)', (c) => c.notNull())
    .addColumn('other_specify', 'varchar(100)')
    .addColumn('bank_name', 'varchar(200)')
    .addColumn('acknowledgement_no', 'varchar(100)', (c) => c.notNull())
    .addColumn('subject_of_complaint', 'varchar(200)', (c) => c.notNull())
    .addColumn('state', 'varchar(60)', (c) => c.notNull())
    .addColumn('city', 'varchar(60)', (c) => c.notNull())
    .addColumn('dispute_amount', DECIMAL, (c) => c.notNull())
    .addColumn('freshdesk_ticket_id', 'varchar(100)')
    .addColumn('remarks', 'varchar(300)')
    .addColumn('dispute_reason', 'varchar(200)')
    .addColumn('hold_reason', 'varchar(200)')
    .addColumn('raised_by', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('raised_by_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('reviewed_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('reviewed_by_email', 'varchar(254)')
    .addColumn('accept_reason', 'varchar(100)')
    .addColumn('reject_reasons_json', 'text')
    .addColumn('agent_rejection_notes', 'varchar(300)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'disputes_status_idx', 'disputes', ['source_product', 'status', 'created_at']);
  await addIndex(db, 'disputes_txn_idx', 'disputes', ['merchant_id', 'payment_transaction_id']);

  await withId(db, db.schema.createTable('dispute_proofs'))
    .addColumn('dispute_id', 'integer', (c) => c.notNull().references('disputes.id'))
    .addColumn('proof_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dispute_proofs_dispute_idx').on('dispute_proofs').column('dispute_id').execute();

  await withId(db, db.schema.createTable('dispute_decisions'))
    .addColumn('dispute_id', 'integer', (c) => c.notNull().references('disputes.id'))
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('from_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('to_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reasons_json', 'text')
    .addColumn('notes', 'varchar(300)')
    .addColumn('decided_by', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('decided_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dispute_decisions_dispute_idx').on('dispute_decisions').column('dispute_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['dispute_decisions', 'dispute_proofs', 'disputes', 'chargeback_transactions'])
    await db.schema.dropTable(table).execute();
}
