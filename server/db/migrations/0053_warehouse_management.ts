import type { Kysely } from 'kysely';
import { DECIMAL, withId } from './helpers.js';

/**
 * Frozen: the warehouses become managed (issue 44, /delivery/warehouse-management): a warehouse (0046's
 * device_warehouses) gains its pincode, capacity (devices), whether it is active, and a version (an edit or a
 * deactivation is one conditional UPDATE on the version the editor saw). A deactivated warehouse is kept, never deleted.
 * `swipe_txn_limits`: a merchant's card-swipe limits per transaction and per day (/swipe/limit), a row once changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('device_warehouses')
    .addColumn('pincode', 'varchar(6)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('device_warehouses')
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('device_warehouses')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('device_warehouses')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // A merchant's card-swipe transaction limits (rupees, per transaction and per day), once changed from the default.
  await withId(db, db.schema.createTable('swipe_txn_limits'))
    .addColumn('merchant_id', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('per_txn', DECIMAL, (c) => c.notNull())
    .addColumn('per_day', DECIMAL, (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('swipe_txn_limits').execute();
  for (const column of ['version', 'active', 'capacity', 'pincode'])
    await db.schema.alterTable('device_warehouses').dropColumn(column).execute();
}
