import type { ColumnDataType, Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

const MERCHANT_COLUMNS: readonly [name: string, type: ColumnDataType, notNullDefault?: number][] = [
  ['mobile', 'varchar(10)'],
  ['email', 'varchar(254)'],
  ['vpa', 'varchar(100)'],
  ['owner_name', 'varchar(200)'],
  ['pan', 'varchar(10)'],
  ['address', 'varchar(300)'],
  ['city', 'varchar(100)'],
  ['qr_name', 'varchar(100)'],
  ['referral_code', 'varchar(20)'],
  ['mcc', 'varchar(4)'],
  ['migration_status', 'varchar(20)'],
  ['annual_limit', DECIMAL],
  ['annual_used', DECIMAL],
  ['notify_sms', 'integer', 1],
  ['notify_whatsapp', 'integer', 1],
  ['notify_email', 'integer', 0],
  ['notify_push', 'integer', 1],
  ['onboarded_at', 'bigint'],
];

/**
 * Frozen: the merchant 360 (spec §1 Merchants, §3.6, §3.7, §7.3, §7.4). `merchants` (0005) gains its profile: mobile,
 * VPA, QR name, referral code, business category (MCC), migration status, annual limit, notification preferences,
 * with lookups by mobile, VPA and referral code indexed. New tables, each keyed by the text `merchant_id` and
 * indexed for its first page (merchant, newest first): stores, card-swipe devices (the store's terminals),
 * transactions, refunds, settlements and their deductions, loans, SafeGold transactions, freshbots tickets and
 * calls, messages sent (SMS, notifications) and the analytics events of staff actions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type, fallback] of MERCHANT_COLUMNS) {
    await db.schema
      .alterTable('merchants')
      .addColumn(name, type, (c) => (fallback === undefined ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  await db.schema.createIndex('merchants_mobile_idx').on('merchants').column('mobile').execute();
  await db.schema.createIndex('merchants_vpa_idx').on('merchants').column('vpa').execute();
  await db.schema.createIndex('merchants_referral_idx').on('merchants').column('referral_code').execute();
  await db.schema.createIndex('merchants_store_idx').on('merchants').column('store_id').execute();
  // The merchant's audit history and settlement audit read the trail by record.
  await addIndex(db, 'audit_log_merchant_360_idx', 'audit_log', ['entity', 'entity_id', 'created_at']);

  await withId(db, db.schema.createTable('merchant_stores'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('store_id', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)')
    .addColumn('city', 'varchar(100)')
    .addColumn('pincode', 'varchar(6)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('merchant_stores_merchant_idx').on('merchant_stores').column('merchant_id').execute();

  await withId(db, db.schema.createTable('merchant_devices'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('store_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('product', 'varchar(20)', (c) => c.notNull())
    .addColumn('device_serial', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('terminal_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('model', 'varchar(50)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('monthly_rental', DECIMAL, (c) => c.notNull())
    .addColumn('assigned_at', 'bigint', (c) => c.notNull())
    .addColumn('returned_at', 'bigint')
    .addColumn('return_reason', 'varchar(300)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'merchant_devices_merchant_idx', 'merchant_devices', ['merchant_id', 'product', 'store_id']);

  await withId(db, db.schema.createTable('merchant_transactions'))
    .addColumn('txn_id', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('store_id', 'varchar(20)')
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('payer_vpa', 'varchar(100)')
    .addColumn('rrn', 'varchar(20)')
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('refunded_amount', DECIMAL, (c) => c.notNull().defaultTo(0))
    .addColumn('settlement_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_transactions_merchant_idx', 'merchant_transactions', ['merchant_id', 'created_at']);
  await addIndex(db, 'merchant_transactions_status_idx', 'merchant_transactions', ['status', 'created_at']);
  await addIndex(db, 'merchant_transactions_created_idx', 'merchant_transactions', ['created_at']);

  await withId(db, db.schema.createTable('merchant_refunds'))
    .addColumn('refund_id', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('txn_id', 'varchar(30)', (c) => c.notNull())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_refunds_merchant_idx', 'merchant_refunds', ['merchant_id', 'created_at']);
  await db.schema.createIndex('merchant_refunds_txn_idx').on('merchant_refunds').column('txn_id').execute();

  await withId(db, db.schema.createTable('merchant_settlements'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('settlement_ref', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('gross_amount', DECIMAL, (c) => c.notNull())
    .addColumn('deductions', DECIMAL, (c) => c.notNull())
    .addColumn('net_amount', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('utr', 'varchar(22)')
    .addColumn('remarks', 'varchar(300)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'merchant_settlements_merchant_idx', 'merchant_settlements', ['merchant_id', 'created_at']);

  await withId(db, db.schema.createTable('merchant_settlement_deductions'))
    .addColumn('settlement_id', 'integer', (c) => c.notNull().references('merchant_settlements.id'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_deductions_merchant_idx', 'merchant_settlement_deductions', [
    'merchant_id',
    'created_at',
  ]);

  await withId(db, db.schema.createTable('merchant_loans'))
    .addColumn('loan_id', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('product', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('outstanding', DECIMAL, (c) => c.notNull())
    .addColumn('tenure_months', 'integer', (c) => c.notNull())
    .addColumn('interest_rate', DECIMAL, (c) => c.notNull())
    .addColumn('emi', DECIMAL, (c) => c.notNull())
    .addColumn('applied_at', 'bigint', (c) => c.notNull())
    .addColumn('disbursed_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('noc_sent_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'merchant_loans_merchant_idx', 'merchant_loans', ['merchant_id', 'applied_at']);

  await withId(db, db.schema.createTable('merchant_gold_transactions'))
    .addColumn('txn_ref', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('grams', 'numeric(14, 4)', (c) => c.notNull())
    .addColumn('rate', DECIMAL, (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_gold_merchant_idx', 'merchant_gold_transactions', ['merchant_id', 'created_at']);

  await withId(db, db.schema.createTable('merchant_tickets'))
    .addColumn('ticket_id', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('priority', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_tickets_merchant_idx', 'merchant_tickets', ['merchant_id', 'created_at']);

  await withId(db, db.schema.createTable('merchant_calls'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('direction', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('agent_email', 'varchar(254)')
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_calls_merchant_idx', 'merchant_calls', ['merchant_id', 'created_at']);

  await withId(db, db.schema.createTable('merchant_messages'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('channel', 'varchar(20)', (c) => c.notNull())
    .addColumn('service', 'varchar(40)', (c) => c.notNull())
    .addColumn('template', 'varchar(40)', (c) => c.notNull())
    .addColumn('body', 'varchar(500)', (c) => c.notNull())
    .addColumn('sent_by', 'varchar(254)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_messages_merchant_idx', 'merchant_messages', ['merchant_id', 'created_at']);

  await withId(db, db.schema.createTable('merchant_events'))
    .addColumn('app_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('source', 'varchar(40)', (c) => c.notNull())
    .addColumn('event_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('product', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('merchant_id', 'varchar(10)')
    .addColumn('platform', 'varchar(20)', (c) => c.notNull())
    .addColumn('screen', 'varchar(80)', (c) => c.notNull())
    .addColumn('action', 'varchar(80)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
