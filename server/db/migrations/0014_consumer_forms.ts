import type { Kysely } from 'kysely';
import { addIndex, DECIMAL, isPostgres, withId } from './helpers.js';

/**
 * Frozen: the consumer 360's remaining §5.8 forms, KYC images and NACH mandates. A card charge and a manual refund are
 * account transactions (consumer_account_txns) with their form's extra fields here, keyed by the transaction id; a
 * whitelist entry is one row per mobile; a KYC image is kept twice, the masked rendition the tab shows and the clear
 * one only the audited reveal reads; a NACH mandate is the one a loan is repaid from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = isPostgres(db) ? 'bytea' : 'blob';
  await withId(db, db.schema.createTable('consumer_card_charges'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull())
    .addColumn('txn_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('charge_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('payee_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('parent_txn_id', 'varchar(40)')
    .addColumn('narration1', 'varchar(100)')
    .addColumn('narration2', 'varchar(100)')
    .addColumn('narration3', 'varchar(100)')
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'consumer_card_charges_consumer_idx', 'consumer_card_charges', ['consumer_id', 'created_at']);

  await withId(db, db.schema.createTable('consumer_manual_refunds'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull())
    .addColumn('txn_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('comments', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'consumer_manual_refunds_consumer_idx', 'consumer_manual_refunds', ['consumer_id', 'created_at']);

  await withId(db, db.schema.createTable('consumer_whitelist'))
    .addColumn('mobile_number', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('pq_limit', DECIMAL, (c) => c.notNull())
    .addColumn('reason', 'varchar(300)', (c) => c.notNull())
    .addColumn('whitelisted_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('consumer_kyc_images'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull())
    .addColumn('doc_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('masked_content', bytes, (c) => c.notNull())
    .addColumn('clear_content', bytes, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('consumer_kyc_images_doc_idx')
    .on('consumer_kyc_images')
    .columns(['consumer_id', 'doc_type'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('consumer_nach_mandates'))
    .addColumn('loan_id', 'integer', (c) => c.notNull().unique())
    .addColumn('consumer_id', 'bigint', (c) => c.notNull())
    .addColumn('account_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('bank_account_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('ifsc', 'varchar(11)', (c) => c.notNull())
    .addColumn('date_of_registration', 'bigint', (c) => c.notNull())
    .addColumn('date_of_clearance', 'bigint')
    .addColumn('nach_clearance_date', 'bigint')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('rejection_reason', 'varchar(200)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'consumer_nach_mandates',
    'consumer_kyc_images',
    'consumer_whitelist',
    'consumer_manual_refunds',
    'consumer_card_charges',
  ])
    await db.schema.dropTable(t).execute();
}
