import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { days, insertInBatches, type SeedModule } from './context.js';

/** Demo shipments per product and state: the SHIPPED ones every third past its SLA, the DELIVERED ones closed. */
const PER_STATE = 30;

/**
 * Issue 44 items 3, 4 parts (demo only, with the other demo seeds, after the couriers and the devices): the shipments
 * of the first SHIPPED and DELIVERED devices of each product, each with the fastest active courier serving its store's
 * pincode, so /delivery/courier-assignment and the delivery dashboard show couriers, SLAs and breaches.
 */
export const deviceOnboardingSeed: SeedModule = {
  name: 'device-onboarding',
  async seed({ db, now }) {
    const rows = [];
    const used = new Set<string>();
    for (const kind of ['SWIPE', 'SPEAKER'])
      for (const state of ['SHIPPED', 'DELIVERED'])
        for (const [i, d] of (await devicesIn(db, kind, state)).entries()) {
          const courier = await fastestCourier(db, d.pincode);
          const awb = d.awb ?? `DEMO${d.device_serial}`;
          if (!courier || used.has(`${courier.id}|${awb}`)) continue;
          used.add(`${courier.id}|${awb}`);
          const sla = Number(courier.sla_days);
          // Never after the seeding moment: a courier with a 1-day SLA ships an hour before it.
          const shippedAt =
            state === 'SHIPPED' && i % 3 === 0 ? now - days(sla + 2) : now - days(Math.max(1, sla - 1)) + 3_600_000;
          rows.push({
            device_serial: d.device_serial,
            partner_id: courier.id,
            awb,
            pincode: d.pincode,
            sla_days: sla,
            allocated_at: Number(d.assigned_at),
            shipped_at: shippedAt,
            delivered_at: state === 'DELIVERED' ? Math.min(shippedAt + days(1), now) : null,
            created_by: 'devices-ops@console.example',
          });
        }
    await insertInBatches(db, 'device_shipments', rows);
  },
};

const devicesIn = (db: Kysely<Database>, kind: string, state: string) =>
  db
    .selectFrom('merchant_devices as d')
    .innerJoin('merchant_stores as st', (j) =>
      j.onRef('st.merchant_id', '=', 'd.merchant_id').onRef('st.store_id', '=', 'd.store_id'),
    )
    .select(['d.device_serial', 'd.awb', 'd.assigned_at', 'st.pincode'])
    .where('d.kind', '=', kind)
    .where('d.status', '=', state)
    .where('st.pincode', 'is not', null)
    .orderBy('d.id')
    .limit(PER_STATE)
    .execute() as Promise<{ device_serial: string; awb: string | null; assigned_at: number; pincode: string }[]>;

const fastestCourier = (db: Kysely<Database>, pincode: string) =>
  db
    .selectFrom('delivery_partner_pincodes as z')
    .innerJoin('delivery_partners as p', 'p.id', 'z.partner_id')
    .select(['p.id', 'z.sla_days'])
    .where('z.pincode', '=', pincode)
    .where('p.active', '=', 1)
    .orderBy('z.sla_days')
    .orderBy('p.id')
    .executeTakeFirst();
