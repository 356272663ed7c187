import type { Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: /swipe/refunds and /speaker/orders (issue 44 items 2, 3 parts).
 * - `device_payments`: what a merchant paid up front for a device (SECURITY_DEPOSIT or ADVANCE_RENT), and how much
 *   of it approved DEVICE_REFUND requests have refunded; an approval adds to `refunded` with one conditional update
 *   (never past `paid`). Pending requests reserve their amounts on approval_requests (target_id = this row's id).
 * - `swipe_orders` gains its product (SWIPE, the merchant 360's card-swipe orders, or SPEAKER) and the device
 *   allocated to it: a speaker order's state follows its device through the lifecycle (contract/devices/orders.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('device_payments'))
    .addColumn('device_serial', 'varchar(30)', (c) => c.notNull())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('paid', DECIMAL, (c) => c.notNull())
    .addColumn('refunded', DECIMAL, (c) => c.notNull().defaultTo(0))
    .addColumn('paid_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'device_payments_serial_idx', 'device_payments', ['device_serial', 'paid_at']);

  await db.schema
    .alterTable('swipe_orders')
    .addColumn('product', 'varchar(10)', (c) => c.notNull().defaultTo('SWIPE'))
    .execute();
  await db.schema.alterTable('swipe_orders').addColumn('device_serial', 'varchar(30)').execute();
  await addIndex(db, 'swipe_orders_product_idx', 'swipe_orders', ['product', 'created_at', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('swipe_orders_product_idx').execute();
  for (const column of ['device_serial', 'product'])
    await db.schema.alterTable('swipe_orders').dropColumn(column).execute();
  await db.schema.dropTable('device_payments').execute();
}
