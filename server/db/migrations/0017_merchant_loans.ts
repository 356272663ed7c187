import type { Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: the merchant 360's credit line, excess NACH, Bharat Swipe accounts and withdrawals, send-money transactions
 * and card-swipe service requests (spec §7.4). Times are epoch ms; `month` is the IST month (YYYY-MM) a credit-line
 * entry belongs to, so the monthly lists are one indexed range.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('merchant_credit_lines'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('credit_line_id', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('lender', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('sanctioned_limit', DECIMAL, (c) => c.notNull())
    .addColumn('utilised', DECIMAL, (c) => c.notNull())
    .addColumn('overdue', DECIMAL, (c) => c.notNull())
    .addColumn('interest_rate', DECIMAL, (c) => c.notNull())
    .addColumn('penalty_rate', DECIMAL, (c) => c.notNull())
    .addColumn('billing_day', 'integer', (c) => c.notNull())
    .addColumn('due_day', 'integer', (c) => c.notNull())
    .addColumn('application_id', 'varchar(30)', (c) => c.notNull())
    .addColumn('application_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('application_stage', 'varchar(40)', (c) => c.notNull())
    .addColumn('requested_limit', DECIMAL, (c) => c.notNull())
    .addColumn('rejection_reason', 'varchar(300)')
    .addColumn('applied_at', 'bigint', (c) => c.notNull())
    .addColumn('sanctioned_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('merchant_credit_line_entries'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('entry_ref', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_credit_line_entries_list_idx', 'merchant_credit_line_entries', [
    'merchant_id',
    'kind',
    'month',
    'created_at',
  ]);

  await withId(db, db.schema.createTable('merchant_excess_nach'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('nach_ref', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('loan_id', 'varchar(30)', (c) => c.notNull())
    .addColumn('emi_amount', DECIMAL, (c) => c.notNull())
    .addColumn('debited_amount', DECIMAL, (c) => c.notNull())
    .addColumn('excess_amount', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('utr', 'varchar(30)')
    .addColumn('debited_at', 'bigint', (c) => c.notNull())
    .addColumn('refunded_at', 'bigint')
    .execute();
  await addIndex(db, 'merchant_excess_nach_merchant_idx', 'merchant_excess_nach', ['merchant_id', 'debited_at']);

  await withId(db, db.schema.createTable('merchant_bharatswipe_accounts'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('store_id', 'varchar(20)')
    .addColumn('balance', DECIMAL, (c) => c.notNull())
    .addColumn('hold_amount', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_bharatswipe_accounts_merchant_idx', 'merchant_bharatswipe_accounts', [
    'merchant_id',
    'opened_at',
  ]);

  await withId(db, db.schema.createTable('merchant_bharatswipe_withdrawals'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('withdrawal_id', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('account_id', 'varchar(30)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('charges', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('utr', 'varchar(30)')
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_bharatswipe_withdrawals_list_idx', 'merchant_bharatswipe_withdrawals', [
    'merchant_id',
    'created_at',
  ]);

  await withId(db, db.schema.createTable('merchant_sendmoney_txns'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('txn_id', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('beneficiary_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('account_no', 'varchar(30)', (c) => c.notNull())
    .addColumn('ifsc', 'varchar(11)', (c) => c.notNull())
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('charges', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('utr', 'varchar(30)')
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_sendmoney_txns_list_idx', 'merchant_sendmoney_txns', ['merchant_id', 'created_at']);

  await withId(db, db.schema.createTable('merchant_service_requests'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('request_id', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('store_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('device_serial', 'varchar(30)')
    .addColumn('product', 'varchar(20)', (c) => c.notNull())
    .addColumn('type', 'varchar(30)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('description', 'varchar(300)')
    .addColumn('resolution', 'varchar(300)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_service_requests_list_idx', 'merchant_service_requests', [
    'merchant_id',
    'store_id',
    'created_at',
  ]);
  await addIndex(db, 'merchant_service_requests_merchant_idx', 'merchant_service_requests', [
    'merchant_id',
    'created_at',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'merchant_service_requests',
    'merchant_sendmoney_txns',
    'merchant_bharatswipe_withdrawals',
    'merchant_bharatswipe_accounts',
    'merchant_excess_nach',
    'merchant_credit_line_entries',
    'merchant_credit_lines',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
