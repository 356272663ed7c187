import { type Kysely, type Selectable } from 'kysely';
import type { DeviceKind } from '../../contract/devices/lifecycle.js';
import type { Database, DeviceEventTable } from '../db/database.js';
import type { DeviceRow } from './merchant-stores.js';
import { newestFirstPage, type Page } from './newest-first.js';
import { rowsWhere } from './rows-where.js';

export type DeviceEventRow = Selectable<DeviceEventTable>;

export interface DeviceFilter {
  kind: DeviceKind;
  /** A serial, a merchant id or a terminal id: any of them equal. */
  q?: string;
  status?: string;
  warehouseId?: string;
  model?: string;
  page: number;
  size: number;
}

/** The devices of a product, newest first, narrowed by a serial, merchant or terminal and by state, warehouse, model. */
export async function listLifecycleDevices(db: Kysely<Database>, f: DeviceFilter): Promise<Page<DeviceRow>> {
  let base = db.selectFrom('merchant_devices').where('kind', '=', f.kind);
  if (f.q) {
    const q = f.q;
    base = base.where((eb) =>
      eb.or([eb('device_serial', '=', q), eb('merchant_id', '=', q), eb('terminal_id', '=', q)]),
    );
  }
  if (f.status) base = base.where('status', '=', f.status);
  if (f.warehouseId) base = base.where('warehouse_id', '=', f.warehouseId);
  if (f.model) base = base.where('model', '=', f.model);
  return newestFirstPage(base, (s) => s.selectAll(), 'id', f.page, f.size);
}

export function findDevice(db: Kysely<Database>, serial: string): Promise<DeviceRow | undefined> {
  return db.selectFrom('merchant_devices').selectAll().where('device_serial', '=', serial).executeTakeFirst();
}

/** A device's timeline, oldest first. */
export function deviceEvents(db: Kysely<Database>, serial: string): Promise<DeviceEventRow[]> {
  return rowsWhere(db, 'device_events', 'device_serial', serial, [
    ['at', 'asc'],
    ['id', 'asc'],
  ]);
}

export async function appendDeviceEvent(
  db: Kysely<Database>,
  e: { serial: string; from: string; to: string; actor: string; at: number; details: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('device_events')
    .values({
      device_serial: e.serial,
      from_state: e.from,
      to_state: e.to,
      actor: e.actor,
      at: e.at,
      details_json: JSON.stringify(e.details),
    })
    .execute();
}

/**
 * ONE conditional UPDATE: the device moves from `from` to `to` only if it is still in `from` at `version`; the columns
 * the move sets (merchant, store, terminal on allocation; courier and AWB on shipping; the return reason) go with it.
 */
export async function moveDevice(
  db: Kysely<Database>,
  serial: string,
  from: string,
  version: number,
  to: string,
  set: Partial<Pick<DeviceRow, 'merchant_id' | 'store_id' | 'terminal_id' | 'assigned_at' | 'courier' | 'awb'>> & {
    return_reason?: string | null;
    returned_at?: number | null;
  },
  at: number,
): Promise<boolean> {
  const result = await db
    .updateTable('merchant_devices')
    .set((eb) => ({ ...set, status: to, state_changed_at: at, version: eb('version', '+', 1) }))
    .where('device_serial', '=', serial)
    .where('status', '=', from)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function listWarehouses(db: Kysely<Database>) {
  return db.selectFrom('device_warehouses').selectAll().orderBy('code').execute();
}

/** The stock of a product: how many devices each warehouse holds of each model in each state (one GROUP BY). */
export async function stockOf(db: Kysely<Database>, kind: DeviceKind) {
  const rows = await db
    .selectFrom('merchant_devices')
    .select(['warehouse_id', 'model', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('kind', '=', kind)
    .groupBy(['warehouse_id', 'model', 'status'])
    .orderBy('warehouse_id')
    .orderBy('model')
    .orderBy('status')
    .execute();
  return rows.map((r) => ({ warehouseId: r.warehouse_id, model: r.model, state: r.status, count: Number(r.n) }));
}

/**
 * ONE conditional UPDATE: `count` IN_STOCK devices of a model move from one warehouse to another (the lowest ids). The
 * number moved is returned; fewer than asked means the stock was not there (the caller rolls back).
 */
export async function transferStock(
  db: Kysely<Database>,
  t: { kind: DeviceKind; model: string; from: string; to: string; count: number; at: number },
): Promise<string[]> {
  const picked = db
    .selectFrom('merchant_devices')
    .select('id')
    .where('kind', '=', t.kind)
    .where('model', '=', t.model)
    .where('warehouse_id', '=', t.from)
    .where('status', '=', 'IN_STOCK')
    .orderBy('id')
    .limit(t.count);
  const moved = await db
    .updateTable('merchant_devices')
    .set((eb) => ({ warehouse_id: t.to, version: eb('version', '+', 1) }))
    .where('id', 'in', picked)
    .where('warehouse_id', '=', t.from)
    .where('status', '=', 'IN_STOCK')
    .returning('device_serial')
    .execute();
  return moved.map((r) => r.device_serial);
}

/** Pure: a timeline row as the API answers it (times in epoch milliseconds). */
export function toDeviceEventDto(e: DeviceEventRow) {
  return {
    id: e.id,
    deviceSerial: e.device_serial,
    from: e.from_state,
    to: e.to_state,
    actor: e.actor,
    at: Number(e.at),
    details: JSON.parse(e.details_json) as Record<string, unknown>,
  };
}
