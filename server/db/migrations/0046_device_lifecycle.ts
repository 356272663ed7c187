import type { Kysely } from 'kysely';
import { addIndex, withId } from './helpers.js';

/**
 * Frozen: the device lifecycle (issue 44 item 1). merchant_devices becomes the one table of devices: its `status` is
 * the lifecycle state, and it gains the device's kind (SWIPE or SPEAKER), its warehouse, the courier and AWB of its
 * last shipment and when its state last changed. A device never allocated has '' as merchant, store and terminal; one
 * that came back keeps its last merchant and store (the merchant 360 still shows it, with its timeline). Warehouses are
 * a table of their own; every move (and every transfer) writes a device_events row: from, to, who, when, details.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('merchant_devices')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('SWIPE'))
    .execute();
  await db.schema
    .alterTable('merchant_devices')
    .addColumn('warehouse_id', 'varchar(10)', (c) => c.notNull().defaultTo('WH-PNQ'))
    .execute();
  await db.schema.alterTable('merchant_devices').addColumn('courier', 'varchar(60)').execute();
  await db.schema.alterTable('merchant_devices').addColumn('awb', 'varchar(40)').execute();
  await db.schema.alterTable('merchant_devices').addColumn('state_changed_at', 'bigint').execute();
  await addIndex(db, 'merchant_devices_kind_state_idx', 'merchant_devices', ['kind', 'status', 'id']);
  await addIndex(db, 'merchant_devices_stock_idx', 'merchant_devices', ['kind', 'warehouse_id', 'model', 'status']);

  await withId(db, db.schema.createTable('device_warehouses'))
    .addColumn('code', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('city', 'varchar(60)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('device_events'))
    .addColumn('device_serial', 'varchar(30)', (c) => c.notNull())
    .addColumn('from_state', 'varchar(20)', (c) => c.notNull())
    .addColumn('to_state', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor', 'varchar(120)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('details_json', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'device_events_serial_idx', 'device_events', ['device_serial', 'at', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_events').execute();
  await db.schema.dropTable('device_warehouses').execute();
  await db.schema.dropIndex('merchant_devices_stock_idx').execute();
  await db.schema.dropIndex('merchant_devices_kind_state_idx').execute();
  for (const column of ['state_changed_at', 'awb', 'courier', 'warehouse_id', 'kind'])
    await db.schema.alterTable('merchant_devices').dropColumn(column).execute();
}
