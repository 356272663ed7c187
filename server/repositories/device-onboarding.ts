/**
 * Device onboarding and shipments (migration 0051; contract/devices/onboarding.ts): the store's pincode, a coupon's
 * use (one conditional UPDATE), the rent/plan record and what the merchant pays up front (device_payments), the
 * shipment of a device, and the delivery lists and counts. The device's own state changes only through the
 * lifecycle's applyMove.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { DAY_MS, upfrontPayments, type DeliveryDeviceState } from '../../contract/devices/onboarding.js';
import type { DeviceKind } from '../../contract/devices/lifecycle.js';
import type { Database } from '../db/database.js';
import { countOf, newestFirstPage } from './newest-first.js';

export const findStore = (db: Kysely<Database>, merchantId: string, storeId: string) =>
  db
    .selectFrom('merchant_stores')
    .select(['merchant_id', 'store_id', 'name', 'pincode'])
    .where('merchant_id', '=', merchantId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();

/**
 * ONE conditional UPDATE: a coupon's use is counted only while it is ACTIVE, inside its validity and under its
 * maximum; false when it is not (the caller rolls the allocation back).
 */
export async function useCoupon(db: Kysely<Database>, code: string, at: number): Promise<boolean> {
  const res = await db
    .updateTable('swipe_coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('code', '=', code)
    .where('status', '=', 'ACTIVE')
    .where('valid_from', '<=', at)
    .where('valid_to', '>=', at)
    .where((eb) => eb('used_count', '<', eb.ref('max_uses')))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertOnboarding(
  db: Kysely<Database>,
  o: {
    serial: string;
    merchantId: string;
    storeId: string;
    planCode: string;
    couponCode: string | null;
    monthlyRent: number;
    oneTimeFee: number;
    discount: number;
    at: number;
    by: string;
  },
): Promise<void> {
  await db
    .insertInto('device_onboardings')
    .values({
      device_serial: o.serial,
      merchant_id: o.merchantId,
      store_id: o.storeId,
      plan_code: o.planCode,
      coupon_code: o.couponCode,
      monthly_rent: o.monthlyRent,
      one_time_fee: o.oneTimeFee,
      discount: o.discount,
      created_at: o.at,
      created_by: o.by,
    })
    .execute();
  // What the merchant pays up front for the terminal (the plan's fee as its deposit, the first month's rent in advance).
  const payments = upfrontPayments(o).map(({ kind, paid }) => ({
    device_serial: o.serial,
    merchant_id: o.merchantId,
    kind,
    paid,
    paid_at: o.at,
  }));
  if (payments.length) await db.insertInto('device_payments').values(payments).execute();
  // The device's rent is the plan's after the coupon (the merchant 360 and the rental change read it from here).
  await db
    .updateTable('merchant_devices')
    .set({ monthly_rental: o.monthlyRent })
    .where('device_serial', '=', o.serial)
    .execute();
}

/** The SLA days of an active partner for a pincode (undefined when it does not serve it), with its code and state. */
export const partnerFor = (db: Kysely<Database>, partnerId: number, pincode: string) =>
  db
    .selectFrom('delivery_partners as p')
    .leftJoin('delivery_partner_pincodes as z', (j) =>
      j.onRef('z.partner_id', '=', 'p.id').on('z.pincode', '=', pincode),
    )
    .select(['p.id', 'p.code', 'p.name', 'p.active', 'z.sla_days'])
    .where('p.id', '=', partnerId)
    .executeTakeFirst();

export const awbTaken = async (db: Kysely<Database>, partnerId: number, awb: string) =>
  (await countOf(db.selectFrom('device_shipments').where('partner_id', '=', partnerId).where('awb', '=', awb))) > 0;

export async function insertShipment(
  db: Kysely<Database>,
  s: {
    serial: string;
    partnerId: number;
    awb: string;
    pincode: string;
    slaDays: number;
    allocatedAt: number;
    at: number;
    by: string;
  },
): Promise<void> {
  await db
    .insertInto('device_shipments')
    .values({
      device_serial: s.serial,
      partner_id: s.partnerId,
      awb: s.awb,
      pincode: s.pincode,
      sla_days: s.slaDays,
      allocated_at: s.allocatedAt,
      shipped_at: s.at,
      created_by: s.by,
    })
    .execute();
}

/** Marks the open shipment of a device delivered (its DELIVERED move is made in the same transaction). */
export async function markDelivered(db: Kysely<Database>, serial: string, at: number): Promise<void> {
  await db
    .updateTable('device_shipments')
    .set({ delivered_at: at })
    .where('device_serial', '=', serial)
    .where('delivered_at', 'is', null)
    .execute();
}

/**
 * The devices of a product in the delivery states with their store, their shipment since the last allocation (none
 * for a device waiting to ship) and its courier.
 */
function deliveryBase(db: Kysely<Database>, kind: DeviceKind) {
  return db
    .selectFrom('merchant_devices as d')
    .leftJoin('merchant_stores as st', (j) =>
      j.onRef('st.merchant_id', '=', 'd.merchant_id').onRef('st.store_id', '=', 'd.store_id'),
    )
    .leftJoin('device_shipments as s', (j) =>
      j.onRef('s.device_serial', '=', 'd.device_serial').onRef('s.allocated_at', '=', 'd.assigned_at'),
    )
    .leftJoin('delivery_partners as p', 'p.id', 's.partner_id')
    .where('d.kind', '=', kind)
    .where('d.status', 'in', ['ALLOCATED', 'SHIPPED', 'DELIVERED']);
}

/** The SQL of "shipped longer ago than the courier's SLA for the pincode and not delivered". */
const breached = (now: number): Expression<SqlBool> =>
  sql<SqlBool>`(d.status = 'SHIPPED' and s.shipped_at + s.sla_days * cast(${DAY_MS} as bigint) < ${now})`;

export interface ShipmentFilter {
  kind: DeviceKind;
  serial?: string;
  state?: DeliveryDeviceState;
  courier?: string;
  slaBreached?: 'true' | 'false';
  page: number;
  size: number;
}

export async function listShipments(db: Kysely<Database>, f: ShipmentFilter, now: number) {
  let base = deliveryBase(db, f.kind);
  if (f.serial) base = base.where('d.device_serial', '=', f.serial);
  if (f.state) base = base.where('d.status', '=', f.state);
  if (f.courier) base = base.where('p.code', '=', f.courier);
  if (f.slaBreached === 'true') base = base.where(breached(now));
  if (f.slaBreached === 'false') base = base.where((eb) => eb.not(breached(now)));
  return newestFirstPage(
    base,
    (q) =>
      q.select([
        'd.id',
        'd.device_serial',
        'd.model',
        'd.status',
        'd.merchant_id',
        'd.store_id',
        'd.version',
        'd.monthly_rental',
        'd.assigned_at',
        'd.courier',
        'd.awb',
        'st.name as store_name',
        'st.pincode',
        'p.code as partner_code',
        's.shipped_at',
        's.sla_days',
        's.delivered_at',
      ]),
    'd.id',
    f.page,
    f.size,
    'd.id',
  );
}

/** The dashboard: devices per state and per courier and state, and the SLA breaches (three aggregate queries). */
export async function deliveryCounts(db: Kysely<Database>, kind: DeviceKind, now: number) {
  const byState = await deliveryBase(db, kind)
    .select(['d.status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('d.status')
    .orderBy('d.status')
    .execute();
  const courier = sql<string>`coalesce(p.code, d.courier, '')`;
  const byCourier = await deliveryBase(db, kind)
    .select([courier.as('courier'), 'd.status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy([courier, 'd.status'])
    .orderBy(courier)
    .orderBy('d.status')
    .execute();
  const breaches = await countOf(deliveryBase(db, kind).where(breached(now)));
  return {
    byState: byState.map((r) => ({ state: r.status, count: Number(r.n) })),
    byCourier: byCourier.map((r) => ({ courier: r.courier, state: r.status, count: Number(r.n) })),
    slaBreaches: breaches,
  };
}
