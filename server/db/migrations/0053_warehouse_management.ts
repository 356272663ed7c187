import type { Kysely } from 'kysely';

/**
 * Frozen: the warehouses become managed (issue 44, /delivery/warehouse-management): a warehouse (0046's
 * device_warehouses) gains its pincode, capacity (devices), whether it is active, and a version (an edit or a
 * deactivation is one conditional UPDATE on the version the editor saw). A deactivated warehouse is kept, never deleted.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['version', 'active', 'capacity', 'pincode'])
    await db.schema.alterTable('device_warehouses').dropColumn(column).execute();
}
