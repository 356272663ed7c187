import type { Kysely, Selectable } from 'kysely';
import type { DeviceKind } from '../../contract/devices/lifecycle.js';
import type { Database } from '../db/database.js';
import type { DeviceRepairTable } from '../db/tables/merchant-360.js';
import type { DeviceRow } from './merchant-stores.js';

export type DeviceRepairRow = Selectable<DeviceRepairTable>;

/** Opens a device's repair ticket (the partial unique index keeps one OPEN a device); its id. */
export async function openRepair(
  db: Kysely<Database>,
  device: DeviceRow,
  t: { vendor: string; fault: string; cost: number },
  actor: string,
  at: number,
): Promise<number> {
  const row = await db
    .insertInto('device_repairs')
    .values({
      device_serial: device.device_serial,
      kind: device.kind,
      model: device.model,
      vendor: t.vendor,
      fault: t.fault,
      cost: t.cost,
      status: 'OPEN',
      opened_by: actor,
      opened_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * ONE conditional UPDATE: the device's OPEN ticket becomes FIXED (the device back IN_STOCK) or SCRAPPED, with the
 * reason; what it was (null for a device sent to repair before tickets existed).
 */
export async function closeRepair(
  db: Kysely<Database>,
  serial: string,
  to: string,
  outcome: string,
  actor: string,
  at: number,
): Promise<{ id: number; status: string } | null> {
  const status = to === 'IN_STOCK' ? 'FIXED' : 'SCRAPPED';
  const row = await db
    .updateTable('device_repairs')
    .set({ status, outcome, closed_by: actor, closed_at: at })
    .where('device_serial', '=', serial)
    .where('status', '=', 'OPEN')
    .returning('id')
    .executeTakeFirst();
  return row ? { id: Number(row.id), status } : null;
}

/** The repair tickets of a product, newest first. */
export function listRepairs(db: Kysely<Database>, kind: DeviceKind): Promise<DeviceRepairRow[]> {
  return db
    .selectFrom('device_repairs')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('opened_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Pure: a ticket as the API answers it (cost in rupees; times in epoch milliseconds). */
export function toRepairDto(r: DeviceRepairRow) {
  return {
    id: Number(r.id),
    deviceSerial: r.device_serial,
    model: r.model,
    vendor: r.vendor,
    fault: r.fault,
    cost: Number(r.cost),
    status: r.status,
    openedBy: r.opened_by,
    openedAt: Number(r.opened_at),
    closedBy: r.closed_by,
    closedAt: r.closed_at === null ? null : Number(r.closed_at),
    outcome: r.outcome,
  };
}
