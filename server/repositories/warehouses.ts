import type { Kysely } from 'kysely';
import { HELD_STATES, type WarehouseFields } from '../../contract/warehouses/rules.js';
import type { Database } from '../db/database.js';

/** The warehouses with the number of devices each holds (HELD_STATES), by code: one query, a GROUP BY joined. */
export async function warehousesWithStock(db: Kysely<Database>, code?: string) {
  const held = db
    .selectFrom('merchant_devices')
    .select(['warehouse_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', 'in', HELD_STATES)
    .groupBy('warehouse_id')
    .as('held');
  let q = db
    .selectFrom('device_warehouses as w')
    .leftJoin(held, 'held.warehouse_id', 'w.code')
    .select(['w.code', 'w.name', 'w.city', 'w.pincode', 'w.capacity', 'w.active', 'w.version', 'held.n'])
    .orderBy('w.code');
  if (code) q = q.where('w.code', '=', code);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.code,
    code: r.code,
    name: r.name,
    city: r.city,
    pincode: r.pincode,
    capacity: Number(r.capacity),
    active: Number(r.active) === 1,
    version: Number(r.version),
    held: Number(r.n ?? 0),
  }));
}
export type WarehouseDto = Awaited<ReturnType<typeof warehousesWithStock>>[number];

/** ONE conditional UPDATE on the version read: the fields (or the active flag) change, the version moves on. */
export async function updateWarehouse(
  db: Kysely<Database>,
  code: string,
  version: number,
  set: Partial<WarehouseFields> & { active?: number },
): Promise<boolean> {
  const result = await db
    .updateTable('device_warehouses')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('code', '=', code)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * ONE conditional UPDATE deactivating a warehouse that holds no device: the NOT EXISTS is in the same statement, so a
 * device moved in meanwhile (a transfer) leaves it active. False when the version moved on or it holds stock.
 */
export async function deactivateEmptyWarehouse(db: Kysely<Database>, code: string, version: number): Promise<boolean> {
  const result = await db
    .updateTable('device_warehouses')
    .set((eb) => ({ active: 0, version: eb('version', '+', 1) }))
    .where('code', '=', code)
    .where('version', '=', version)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('merchant_devices')
            .select('id')
            .whereRef('merchant_devices.warehouse_id', '=', 'device_warehouses.code')
            .where('merchant_devices.status', 'in', HELD_STATES),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
