import type { Kysely } from 'kysely';
import {
  DEVICE_MODELS,
  DEVICE_STATES,
  QC_CHECKLIST,
  SPEAKER_DEVICE_PRODUCT,
  moveOf,
  type DeviceKind,
  type DeviceState,
} from '../../../contract/devices/lifecycle.js';
import type { Database } from '../database.js';
import { days, insertInBatches, type SeedModule } from './context.js';

/** Issue 44 item 6: the warehouses devices are stocked in. */
export const DEVICE_WAREHOUSES = [
  { code: 'WH-PNQ', name: 'Pune central warehouse', city: 'Pune', pincode: '411001', capacity: 5000, active: 1 },
  { code: 'WH-BLR', name: 'Bengaluru warehouse', city: 'Bengaluru', pincode: '560001', capacity: 3000, active: 1 },
  { code: 'WH-DEL', name: 'Delhi NCR warehouse', city: 'Delhi', pincode: '110001', capacity: 3000, active: 1 },
  { code: 'WH-BOM', name: 'Mumbai warehouse', city: 'Mumbai', pincode: '400001', capacity: 4000, active: 1 },
  { code: 'WH-HYD', name: 'Hyderabad warehouse', city: 'Hyderabad', pincode: '500001', capacity: 2000, active: 1 },
] as const;
/** Warehouse management (migration 0053): a deactivated warehouse, holding no stock (no device is seeded there). */
export const INACTIVE_WAREHOUSE = {
  code: 'WH-CCU',
  name: 'Kolkata warehouse',
  city: 'Kolkata',
  pincode: '700001',
  capacity: 1500,
  active: 0,
};

/** Devices seeded per scale (`npm run seed -- --scale N` grows them, and their timelines, to N × this). */
export const DEVICES_PER_SCALE = 2_000;
/** The first merchants keep only the devices the merchant 360's seed gave them (their tests read those). */
const SKIP_MERCHANTS = 10;
const SERIAL_FROM = 100_000;
const HOUR = 3_600_000;
const SYSTEM = 'devices-ops@console.example';

/**
 * The route a seeded device took to its state (each step a move of DEVICE_MOVES, checked below): straight along the
 * lifecycle, a failed QC through repair, and a stocked device that has been out and back once (variant 1).
 */
const FORWARD: readonly DeviceState[] = DEVICE_STATES.slice(0, DEVICE_STATES.indexOf('RETURNED') + 1);
export function routeTo(state: DeviceState, variant: number): DeviceState[] {
  const upTo = (s: DeviceState) => FORWARD.slice(0, FORWARD.indexOf(s) + 1);
  switch (state) {
    case 'IN_STOCK':
      return variant === 0
        ? ['IN_STOCK']
        : variant === 1
          ? [...FORWARD, 'QC_PASSED', 'IN_STOCK']
          : [...FORWARD, 'QC_FAILED', 'REPAIR', 'IN_STOCK'];
    case 'QC_PASSED':
    case 'QC_FAILED':
      return [...FORWARD, state];
    case 'REPAIR':
      return [...FORWARD, 'QC_FAILED', 'REPAIR'];
    case 'SCRAPPED':
      return variant % 2 ? [...FORWARD, 'QC_FAILED', 'SCRAPPED'] : [...FORWARD, 'QC_FAILED', 'REPAIR', 'SCRAPPED'];
    default:
      return upTo(state);
  }
}
for (const s of DEVICE_STATES)
  for (const v of [0, 1, 2]) {
    const r = routeTo(s, v);
    r.slice(1).forEach((to, i) => {
      if (!moveOf(r[i]!, to)) throw new Error(`Seed route ${r.join('>')} is not a lifecycle route.`);
    });
  }

/** How often each state is seeded (weights): most devices are active with merchants or in stock. */
const STATE_WEIGHTS: readonly [DeviceState, number][] = [
  ['IN_STOCK', 30],
  ['ALLOCATED', 5],
  ['SHIPPED', 5],
  ['DELIVERED', 4],
  ['ACTIVE', 35],
  ['RETURN_REQUESTED', 4],
  ['RETURNED', 3],
  ['QC_PASSED', 3],
  ['QC_FAILED', 3],
  ['REPAIR', 4],
  ['SCRAPPED', 4],
];
const WEIGHT_TOTAL = STATE_WEIGHTS.reduce((t, [, w]) => t + w, 0);
const stateOf = (i: number): DeviceState => {
  let x = (i * 37) % WEIGHT_TOTAL;
  for (const [s, w] of STATE_WEIGHTS) {
    if (x < w) return s;
    x -= w;
  }
  return 'IN_STOCK';
};

const COURIERS = ['BlueDart', 'Delhivery', 'Ecom Express', 'Shadowfax'];
const REASONS: Partial<Record<DeviceState, string>> = {
  RETURN_REQUESTED: 'Merchant closing the shop',
  QC_FAILED: 'Card reader does not read chip cards',
  REPAIR: 'Sent to the service centre',
  SCRAPPED: 'Motherboard damaged beyond repair',
};

/** What a seeded move records, as the server's moves do (server/routes/merchant-support/device-lifecycle.ts). */
function detailsOf(
  from: DeviceState,
  to: DeviceState,
  kind: DeviceKind,
  d: { merchant: string; store: string; courier: string; awb: string; wh: string },
) {
  const checklist = Object.fromEntries(QC_CHECKLIST[kind].map((item, j) => [item, to !== 'QC_FAILED' || j !== 2]));
  const base: Record<string, unknown> = {};
  if (to === 'ALLOCATED') Object.assign(base, { merchantId: d.merchant, storeId: d.store });
  if (to === 'SHIPPED') Object.assign(base, { courier: d.courier, awb: d.awb });
  if (to === 'QC_PASSED' || to === 'QC_FAILED') base.checklist = checklist;
  const reason = REASONS[to] ?? (from === 'REPAIR' ? 'Repaired and tested' : undefined);
  if (reason) base.reason = reason;
  return { ...base, warehouseId: d.wh };
}

/** Devices `from`..`to` (indexes), with their timelines, spread over the stores of the merchants after the first ten. */
async function addDevices(db: Kysely<Database>, from: number, to: number, now: number): Promise<number> {
  const stores = (
    await db.selectFrom('merchant_stores').select(['merchant_id', 'store_id']).orderBy('id').execute()
  ).slice(SKIP_MERCHANTS);
  if (stores.length === 0) return 0;
  const devices: Record<string, unknown>[] = [];
  const events: Record<string, unknown>[] = [];
  for (let i = from; i < to; i++) {
    const kind: DeviceKind = i % 5 < 3 ? 'SWIPE' : 'SPEAKER';
    const models = DEVICE_MODELS[kind];
    const state = stateOf(i);
    const route = routeTo(state, i % 3);
    const store = stores[(i * 7) % stores.length]!;
    const serial = `${kind === 'SWIPE' ? 'SW' : 'SP'}${SERIAL_FROM + i}`;
    // Not i % 5: the product is chosen by i % 5, and every warehouse stocks both.
    const wh = DEVICE_WAREHOUSES[Math.floor(i / 5) % DEVICE_WAREHOUSES.length]!.code;
    const courier = COURIERS[i % COURIERS.length]!;
    const awb = `AWB${String(5_000_000_000 + i)}`;
    const start = now - days(30 + (i % 300));
    const everAllocated = route.includes('ALLOCATED');
    const allocatedAt = start + 2 * HOUR;
    devices.push({
      merchant_id: everAllocated ? store.merchant_id : '',
      store_id: everAllocated ? store.store_id : '',
      product: kind === 'SPEAKER' ? SPEAKER_DEVICE_PRODUCT : i % 2 ? 'android' : 'bharat',
      device_serial: serial,
      terminal_id: everAllocated ? `T${String(90_000_000 + i)}` : '',
      model: models[i % models.length]!,
      status: state,
      monthly_rental: kind === 'SPEAKER' ? 99 : i % 2 ? 499 : 299,
      assigned_at: everAllocated ? allocatedAt : start,
      returned_at: route.includes('RETURN_REQUESTED') ? start + days(20) : null,
      return_reason: route.includes('RETURN_REQUESTED') ? REASONS.RETURN_REQUESTED : null,
      kind,
      warehouse_id: wh,
      courier: route.includes('SHIPPED') ? courier : null,
      awb: route.includes('SHIPPED') ? awb : null,
      state_changed_at: route.length > 1 ? start + (route.length - 1) * days(3) : start,
      version: route.length,
    });
    route.slice(1).forEach((toState, j) =>
      events.push({
        device_serial: serial,
        from_state: route[j],
        to_state: toState,
        actor: SYSTEM,
        at: start + (j + 1) * days(3),
        details_json: JSON.stringify(
          detailsOf(route[j]!, toState, kind, { merchant: store.merchant_id, store: store.store_id, courier, awb, wh }),
        ),
      }),
    );
  }
  await insertInBatches(db, 'merchant_devices', devices);
  await insertInBatches(db, 'device_events', events);
  return devices.length;
}

/** The timelines of the devices the merchant 360's seed allocated (ACTIVE or RETURN_REQUESTED, from WH-PNQ). */
async function historyOfMerchantDevices(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('merchant_devices')
    .select(['device_serial', 'merchant_id', 'store_id', 'status', 'assigned_at'])
    .where('device_serial', 'like', 'SN%')
    .execute();
  const events = rows.flatMap((d, i) => {
    const route = routeTo(d.status as DeviceState, 0);
    const details = {
      merchant: d.merchant_id,
      store: d.store_id,
      courier: COURIERS[i % 4]!,
      awb: `AWB${4_000_000_000 + i}`,
      wh: 'WH-PNQ',
    };
    return route.slice(1).map((to, j) => ({
      device_serial: d.device_serial,
      from_state: route[j],
      to_state: to,
      actor: SYSTEM,
      at: Number(d.assigned_at) + j * days(2),
      details_json: JSON.stringify(detailsOf(route[j]!, to, 'SWIPE', details)),
    }));
  });
  await insertInBatches(db, 'device_events', events);
}

const countSeeded = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom('merchant_devices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => eb.or([eb('device_serial', 'like', 'SW%'), eb('device_serial', 'like', 'SP%')]))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** /swipe/limit (migration 0053): the first merchant's limits changed once; every other merchant has the default. */
async function seedSwipeLimit(db: Kysely<Database>, now: number): Promise<void> {
  const first = await db.selectFrom('merchants').select('merchant_id').orderBy('id').limit(1).executeTakeFirst();
  if (!first) return;
  await db
    .insertInto('swipe_txn_limits')
    .values({
      merchant_id: first.merchant_id,
      per_txn: 75_000,
      per_day: 300_000,
      updated_at: now - days(3),
      updated_by: 'devices-ops@console.example',
      version: 1,
    })
    .execute();
}

/**
 * Issue 44 item 6 (demo only, with the other demo seeds): five warehouses, 2,000 × scale devices of both products
 * and every model in every state, each with the timeline of the moves that brought it there, spread over the seeded
 * merchants' stores; the merchant 360's own devices get their timelines too.
 */
export const devicesSeed: SeedModule = {
  name: 'devices',
  async seed({ db, now, scale }) {
    await insertInBatches(db, 'device_warehouses', [...DEVICE_WAREHOUSES, INACTIVE_WAREHOUSE]);
    await seedSwipeLimit(db, now);
    await historyOfMerchantDevices(db);
    await addDevices(db, 0, DEVICES_PER_SCALE * scale, now);
  },
  async grow(db, scale, now) {
    const have = await countSeeded(db);
    const want = DEVICES_PER_SCALE * scale;
    return have >= want ? 0 : addDevices(db, have, want, now);
  },
};
