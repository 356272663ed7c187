import { sql, type Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: device onboarding and shipments (issue 44 items 2, 3, 4 parts; contract/devices/onboarding.ts).
 * - `device_onboardings`: the merchant's rent/plan record of one allocation (plan, coupon, rent and fee after it).
 * - `device_shipments`: the courier (a delivery partner), AWB, pincode and SLA days of one shipment; an AWB is unique
 *   per courier (a unique index decides a race); `allocated_at` is the allocation it ships (the device's assigned_at). Delivered when the device's DELIVERED move is made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('device_onboardings'))
    .addColumn('device_serial', 'varchar(30)', (c) => c.notNull())
    .addColumn('merchant_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('store_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('plan_code', 'varchar(30)', (c) => c.notNull())
    .addColumn('coupon_code', 'varchar(30)')
    .addColumn('monthly_rent', DECIMAL, (c) => c.notNull())
    .addColumn('one_time_fee', DECIMAL, (c) => c.notNull())
    .addColumn('discount', DECIMAL, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .execute();
  await addIndex(db, 'device_onboardings_serial_idx', 'device_onboardings', ['device_serial', 'id']);

  await withId(db, db.schema.createTable('device_shipments'))
    .addColumn('device_serial', 'varchar(30)', (c) => c.notNull())
    .addColumn('partner_id', 'integer', (c) => c.notNull())
    .addColumn('awb', 'varchar(30)', (c) => c.notNull())
    .addColumn('pincode', 'varchar(6)', (c) => c.notNull())
    .addColumn('sla_days', 'integer', (c) => c.notNull())
    .addColumn('allocated_at', 'bigint', (c) => c.notNull())
    .addColumn('shipped_at', 'bigint', (c) => c.notNull())
    .addColumn('delivered_at', 'bigint')
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .execute();
  await sql`create unique index device_shipments_awb_uq on device_shipments (partner_id, awb)`.execute(db);
  await addIndex(db, 'device_shipments_serial_idx', 'device_shipments', ['device_serial', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_shipments').execute();
  await db.schema.dropTable('device_onboardings').execute();
}
