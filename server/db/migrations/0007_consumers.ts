import type { Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: the pay-later consumer 360 (spec §2.13, §3.12–§3.22, §4). A consumer is found by mobile or by consumer id
 * (both indexed); every tab's first page is an indexed range on (consumer_id, time). Display-only detail the rules do
 * not read (card, delivery, KYC documents, DSA fields, feature flags) is kept as JSON on the consumer; what the
 * actions change (status, limits, a transaction's status and cashback, an EMI's state) are columns, each changed by a
 * conditional update on its current value or `version`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consumers')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('mobile_number', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('verified_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('activated_at', 'bigint')
    .addColumn('kyc_level', 'varchar(20)', (c) => c.notNull())
    .addColumn('account_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('card_activated', 'integer', (c) => c.notNull())
    .addColumn('account_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('nbfc_name', 'varchar(60)')
    .addColumn('cashback_tier', 'integer')
    .addColumn('referred_by', 'varchar(20)')
    .addColumn('platform', 'varchar(20)')
    .addColumn('app_version', 'varchar(20)')
    .addColumn('kyc_failure_reason', 'varchar(200)')
    .addColumn('closed_date', 'bigint')
    .addColumn('dpd_days', 'integer', (c) => c.notNull())
    .addColumn('highest_dpd_days', 'integer', (c) => c.notNull())
    .addColumn('imps_charge', DECIMAL, (c) => c.notNull())
    .addColumn('is_write_off', 'integer', (c) => c.notNull())
    .addColumn('write_off_amount', DECIMAL)
    .addColumn('write_off_date', 'bigint')
    .addColumn('permanent_blocked', 'integer', (c) => c.notNull())
    .addColumn('blocked_reason', 'varchar(60)')
    .addColumn('blocked_remark', 'varchar(300)')
    .addColumn('due_date', 'bigint')
    .addColumn('account_limit', DECIMAL, (c) => c.notNull())
    .addColumn('used_limit', DECIMAL, (c) => c.notNull())
    .addColumn('repayment_amount', DECIMAL, (c) => c.notNull())
    .addColumn('received_amount', DECIMAL, (c) => c.notNull())
    .addColumn('penalty', DECIMAL, (c) => c.notNull())
    .addColumn('due_penalty', DECIMAL, (c) => c.notNull())
    .addColumn('due_now_amount', DECIMAL, (c) => c.notNull())
    .addColumn('total_due_amount', DECIMAL, (c) => c.notNull())
    .addColumn('spent', DECIMAL, (c) => c.notNull())
    .addColumn('profile_json', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('consumer_limits'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull().references('consumers.id'))
    .addColumn('txn_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('available_limit', DECIMAL, (c) => c.notNull())
    .addColumn('used_limit', DECIMAL, (c) => c.notNull())
    .addColumn('month_limit', DECIMAL, (c) => c.notNull())
    .addColumn('per_transaction_limit', DECIMAL, (c) => c.notNull())
    .addColumn('charges', DECIMAL, (c) => c.notNull())
    .addColumn('yearly_limit', DECIMAL, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('consumer_limits_consumer_idx')
    .on('consumer_limits')
    .columns(['consumer_id', 'txn_type'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('consumer_account_txns'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull().references('consumers.id'))
    .addColumn('txn_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('txn_time', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('payer_name', 'varchar(120)')
    .addColumn('payee_name', 'varchar(120)')
    .addColumn('merchant_name', 'varchar(120)')
    .addColumn('payee_mobile', 'varchar(10)')
    .addColumn('bank_reference_number', 'varchar(40)')
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('fee', DECIMAL, (c) => c.notNull())
    .addColumn('balance', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('sub_status', 'varchar(30)')
    .addColumn('txn_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('txn_indicator', 'varchar(10)', (c) => c.notNull())
    .addColumn('disbursal_type', 'varchar(20)')
    .addColumn('expected_completion_time', 'bigint')
    .addColumn('mode', 'varchar(20)')
    .addColumn('cashback_tier', 'integer')
    .addColumn('cashback_amount', DECIMAL)
    .addColumn('cashback_rule_code', 'varchar(60)')
    .addColumn('account_no', 'varchar(20)')
    .addColumn('ifsc', 'varchar(11)')
    .addColumn('vpa', 'varchar(100)')
    .addColumn('mcc', 'varchar(4)')
    .addColumn('provider_id', 'varchar(40)')
    .addColumn('bank_logo', 'varchar(200)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'consumer_txns_time_idx', 'consumer_account_txns', ['consumer_id', 'txn_time', 'id']);

  await withId(db, db.schema.createTable('consumer_repayments'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull().references('consumers.id'))
    .addColumn('txn_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('bank_reference_number', 'varchar(40)')
    .addColumn('txn_time', 'bigint', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('cashback_amount', DECIMAL)
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('error_description', 'varchar(200)')
    .addColumn('refund_json', 'text')
    .execute();
  await addIndex(db, 'consumer_repayments_time_idx', 'consumer_repayments', ['consumer_id', 'txn_time']);

  await withId(db, db.schema.createTable('consumer_bills'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull().references('consumers.id'))
    .addColumn('bill_date', 'bigint', (c) => c.notNull())
    .addColumn('start_date', 'bigint', (c) => c.notNull())
    .addColumn('end_date', 'bigint', (c) => c.notNull())
    .addColumn('bill_due_date', 'bigint', (c) => c.notNull())
    .addColumn('bill_paid_date', 'bigint')
    .addColumn('previous_bill_amount', DECIMAL, (c) => c.notNull())
    .addColumn('spent_amount', DECIMAL, (c) => c.notNull())
    .addColumn('on_going_emi', DECIMAL, (c) => c.notNull())
    .addColumn('penalty', DECIMAL, (c) => c.notNull())
    .addColumn('paid_early', DECIMAL, (c) => c.notNull())
    .addColumn('last_bill_pending_principal', DECIMAL, (c) => c.notNull())
    .addColumn('due_amount', DECIMAL, (c) => c.notNull())
    .addColumn('bill_status', 'varchar(30)', (c) => c.notNull())
    .execute();
  await addIndex(db, 'consumer_bills_date_idx', 'consumer_bills', ['consumer_id', 'bill_date']);

  await withId(db, db.schema.createTable('consumer_emis'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull().references('consumers.id'))
    .addColumn('loan_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('date_of_loan_disbursed', 'bigint', (c) => c.notNull())
    .addColumn('disbursed_amount', DECIMAL, (c) => c.notNull())
    .addColumn('tenure', 'integer', (c) => c.notNull())
    .addColumn('processing_fee', DECIMAL, (c) => c.notNull())
    .addColumn('rate_of_interest', DECIMAL, (c) => c.notNull())
    .addColumn('paid_installments', 'integer', (c) => c.notNull())
    .addColumn('bpi_amount', DECIMAL, (c) => c.notNull())
    .addColumn('bpi_days', 'integer', (c) => c.notNull())
    .addColumn('can_foreclose', 'integer', (c) => c.notNull())
    .addColumn('emi_foreclosure_date', 'bigint')
    .addColumn('emi_foreclosure_amount', DECIMAL)
    .addColumn('foreclosure_reference', 'varchar(20)')
    .addColumn('foreclosure_comments', 'varchar(300)')
    .addColumn('lender', 'varchar(60)', (c) => c.notNull())
    .addColumn('bill_amount', DECIMAL)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'consumer_emis_consumer_idx', 'consumer_emis', ['consumer_id', 'date_of_loan_disbursed']);

  await withId(db, db.schema.createTable('consumer_bank_transfers'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull().references('consumers.id'))
    .addColumn('order_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('settlement_order_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('bank_reference_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('account_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('ifsc', 'varchar(11)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('settlement_status', 'varchar(20)')
    .addColumn('checked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'consumer_bank_transfers_idx', 'consumer_bank_transfers', ['consumer_id', 'created_at']);
  await addIndex(db, 'consumer_bank_transfers_utr_idx', 'consumer_bank_transfers', [
    'consumer_id',
    'bank_reference_no',
  ]);
  await addIndex(db, 'consumer_bank_transfers_settlement_idx', 'consumer_bank_transfers', ['settlement_order_id']);

  // The consumer's own history lists: limit audit, send-money limit audit, CRM actions, deactivation logs, feedback.
  await withId(db, db.schema.createTable('consumer_events'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull().references('consumers.id'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'consumer_events_idx', 'consumer_events', ['consumer_id', 'kind', 'created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'consumer_events',
    'consumer_bank_transfers',
    'consumer_emis',
    'consumer_bills',
    'consumer_repayments',
    'consumer_account_txns',
    'consumer_limits',
    'consumers',
  ])
    await db.schema.dropTable(table).execute();
}
