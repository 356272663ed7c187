import { sql, type Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: repairs and reactivation (issue 44 items 2, 3 and 5, parts).
 * - `device_repairs`: a repair ticket (vendor, fault, cost in rupees) opened when a QC-failed device goes to REPAIR;
 *   OPEN while it is there (a partial unique index: one open ticket a device), FIXED or SCRAPPED when it leaves.
 * - `swipe_device_activity.reactivated_at`: when a device was last reactivated; its inactivity is counted from the
 *   later of its last transaction and its last reactivation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('device_repairs'))
    .addColumn('device_serial', 'varchar(30)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('model', 'varchar(50)', (c) => c.notNull())
    .addColumn('vendor', 'varchar(80)', (c) => c.notNull())
    .addColumn('fault', 'varchar(300)', (c) => c.notNull())
    .addColumn('cost', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('opened_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_by', 'varchar(254)')
    .addColumn('closed_at', 'bigint')
    .addColumn('outcome', 'varchar(300)')
    .execute();
  await addIndex(db, 'device_repairs_kind_idx', 'device_repairs', ['kind', 'opened_at', 'id']);
  await sql`create unique index device_repairs_open_uq on device_repairs (device_serial) where status = 'OPEN'`.execute(
    db,
  );
  await db.schema.alterTable('swipe_device_activity').addColumn('reactivated_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('swipe_device_activity').dropColumn('reactivated_at').execute();
  await db.schema.dropTable('device_repairs').execute();
}
