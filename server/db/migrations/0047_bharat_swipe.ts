import type { Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: the bharat-swipe §7.4 calls (issue 44 item 5; contract/bharat-swipe/calls.ts), on the devices of
 * merchant_devices.
 * - swipe_monthly_charges: one row per device and month: rent, LU charge, the month's transactions and volume (which
 *   decide the LU charge and the rental cashback), and whether it was paid, is due or was waived.
 * - swipe_tpv: the third-party verification of a merchant's bank account (one per merchant).
 * - swipe_device_activity: a device's last transaction (its inactivity is counted from it).
 * - swipe_device_events: reactivations (the audit trail) and deactivation requests of a merchant's devices.
 * - swipe_orders: a merchant's device orders, with their status history.
 * - swipe_qr_codes: QRs generated for a merchant's store: a static one per store (static_key unique), dynamic ones
 *   for an amount.
 * - swipe_order_link_gates: the last order link sent to a merchant; a send is one conditional UPDATE on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('swipe_monthly_charges'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('device_serial', 'varchar(30)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('rent', DECIMAL, (c) => c.notNull())
    .addColumn('lu_charge', DECIMAL, (c) => c.notNull())
    .addColumn('txn_count', 'integer', (c) => c.notNull())
    .addColumn('txn_volume', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('charged_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addUniqueConstraint('swipe_monthly_charges_device_month_uq', ['device_serial', 'month'])
    .execute();
  await addIndex(db, 'swipe_monthly_charges_merchant_idx', 'swipe_monthly_charges', ['merchant_id', 'month']);

  await db.schema
    .createTable('swipe_tpv')
    .addColumn('merchant_id', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('account_holder', 'varchar(120)', (c) => c.notNull())
    .addColumn('account_no', 'varchar(30)', (c) => c.notNull())
    .addColumn('ifsc', 'varchar(11)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('name_at_bank', 'varchar(120)')
    .addColumn('name_match', 'integer')
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('verified_at', 'bigint')
    .execute();

  await db.schema
    .createTable('swipe_device_activity')
    .addColumn('device_serial', 'varchar(30)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('last_txn_at', 'bigint')
    .execute();
  await addIndex(db, 'swipe_device_activity_merchant_idx', 'swipe_device_activity', ['merchant_id']);

  await withId(db, db.schema.createTable('swipe_device_events'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('device_serial', 'varchar(30)', (c) => c.notNull())
    .addColumn('kind', 'varchar(15)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('remarks', 'varchar(500)')
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'swipe_device_events_merchant_idx', 'swipe_device_events', ['merchant_id', 'kind', 'created_at']);

  await withId(db, db.schema.createTable('swipe_orders'))
    .addColumn('order_id', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('store_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('plan', 'varchar(60)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('courier', 'varchar(60)')
    .addColumn('awb', 'varchar(30)')
    .addColumn('history_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'swipe_orders_merchant_idx', 'swipe_orders', ['merchant_id', 'created_at']);

  await withId(db, db.schema.createTable('swipe_qr_codes'))
    .addColumn('qr_id', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('store_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', DECIMAL)
    .addColumn('payload', 'varchar(400)', (c) => c.notNull())
    .addColumn('static_key', 'varchar(24)', (c) => c.unique())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .execute();
  await addIndex(db, 'swipe_qr_codes_merchant_idx', 'swipe_qr_codes', ['merchant_id', 'created_at']);

  await db.schema
    .createTable('swipe_order_link_gates')
    .addColumn('merchant_id', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'swipe_order_link_gates',
    'swipe_qr_codes',
    'swipe_orders',
    'swipe_device_events',
    'swipe_device_activity',
    'swipe_tpv',
    'swipe_monthly_charges',
  ])
    await db.schema.dropTable(table).execute();
}
