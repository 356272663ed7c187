import type { Kysely, Selectable } from 'kysely';
import { maskKeepingLast } from '../../contract/pii.js';
import type { Database, MerchantDeviceTable, MerchantStoreTable } from '../db/database.js';
import { seconds } from './epoch-seconds.js';

export type StoreRow = Selectable<MerchantStoreTable>;
export type DeviceRow = Selectable<MerchantDeviceTable>;

export async function listStores(db: Kysely<Database>, merchantId: string): Promise<StoreRow[]> {
  return db.selectFrom('merchant_stores').selectAll().where('merchant_id', '=', merchantId).orderBy('id').execute();
}

export async function listDevices(
  db: Kysely<Database>,
  merchantId: string,
  f: { product?: string; deviceSerial?: string } = {},
): Promise<DeviceRow[]> {
  let q = db.selectFrom('merchant_devices').selectAll().where('merchant_id', '=', merchantId);
  if (f.product) q = q.where('product', '=', f.product);
  if (f.deviceSerial) q = q.where('device_serial', '=', f.deviceSerial);
  return q.orderBy('id').execute();
}

/** ONE conditional UPDATE: an ACTIVE device of this merchant and product moves to RETURN_REQUESTED. */
export async function requestReturn(
  db: Kysely<Database>,
  merchantId: string,
  product: string,
  deviceSerial: string,
  reason: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('merchant_devices')
    .set((eb) => ({
      status: 'RETURN_REQUESTED',
      return_reason: reason,
      returned_at: now,
      version: eb('version', '+', 1),
    }))
    .where('merchant_id', '=', merchantId)
    .where('product', '=', product)
    .where('device_serial', '=', deviceSerial)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function toDeviceDto(d: DeviceRow) {
  return {
    id: d.device_serial,
    deviceSerial: d.device_serial,
    storeId: d.store_id,
    product: d.product,
    terminalId: d.terminal_id,
    model: d.model,
    status: d.status,
    monthlyRental: Number(d.monthly_rental),
    assignedAt: seconds(d.assigned_at)!,
    returnedAt: seconds(d.returned_at),
    returnReason: d.return_reason,
  };
}

export function toStoreDto(s: StoreRow, devices?: DeviceRow[]) {
  return {
    id: s.store_id,
    storeId: s.store_id,
    name: s.name,
    // Masked as the merchant's own address is (spec §2.13): a small shop's address is often its owner's home. The
    // whole line, as city and PIN are fields of their own and stay shown beside it.
    address: maskKeepingLast(s.address, 0),
    city: s.city,
    pincode: s.pincode,
    status: s.status,
    createdAt: seconds(s.created_at)!,
    ...(devices ? { terminals: devices.filter((d) => d.store_id === s.store_id).map(toDeviceDto) } : {}),
  };
}

/** Monthly rental invoices of a device since it was assigned (the last 6 months), newest first. */
export function invoicesOf(d: DeviceRow, now: number) {
  const month = 30 * 86_400_000;
  const months = Math.max(0, Math.min(6, Math.floor((now - Number(d.assigned_at)) / month)));
  return Array.from({ length: months }, (_, i) => ({
    id: `INV-${d.device_serial}-${i + 1}`,
    invoiceNo: `INV-${d.device_serial}-${i + 1}`,
    deviceSerial: d.device_serial,
    amount: Number(d.monthly_rental),
    status: i === 0 ? 'DUE' : 'PAID',
    invoiceDate: seconds(now - i * month)!,
  }));
}
