import { CARD_DELIVERY_NEXT, type CardDeliveryState } from '../../../contract/delivery/rules.js';
import { insertDelivery, insertDeliveryEvent } from '../../repositories/card-deliveries.js';
import { insertPartner, replacePincodes } from '../../repositories/delivery.js';
import { decideApplicationRow, insertApplication, insertOrder } from '../../repositories/merchant-cards.js';
import { days, type SeedModule } from './context.js';

/** Six couriers; the last is inactive (its pincodes serve no one). */
export const DEMO_COURIERS = [
  { code: 'BLUEDART', name: 'Blue Dart Express', contact: 'ops@bluedart.example, 1860 233 1234' },
  { code: 'DELHIVERY', name: 'Delhivery', contact: 'crm-desk@delhivery.example, 0124 671 9500' },
  { code: 'ECOMEXP', name: 'Ecom Express', contact: 'partners@ecomexpress.example' },
  { code: 'XPRESSBEES', name: 'Xpressbees', contact: 'b2b@xpressbees.example, 020 4911 6100' },
  { code: 'INDIAPOST', name: 'India Post Speed Post', contact: 'bnpl-desk@indiapost.example' },
  { code: 'SHADOWFAX', name: 'Shadowfax', contact: 'enterprise@shadowfax.example', active: false },
] as const;

/** Cities with their first pincode: each has 100 pincodes from there. */
const CITIES = [
  ['Bengaluru', 'Karnataka', 560001],
  ['Mysuru', 'Karnataka', 570001],
  ['Chennai', 'Tamil Nadu', 600001],
  ['Coimbatore', 'Tamil Nadu', 641001],
  ['Hyderabad', 'Telangana', 500001],
  ['Mumbai', 'Maharashtra', 400001],
  ['Pune', 'Maharashtra', 411001],
  ['Nagpur', 'Maharashtra', 440001],
  ['New Delhi', 'Delhi', 110001],
  ['Gurugram', 'Haryana', 122001],
  ['Jaipur', 'Rajasthan', 302001],
  ['Ahmedabad', 'Gujarat', 380001],
  ['Surat', 'Gujarat', 395001],
  ['Kolkata', 'West Bengal', 700001],
  ['Lucknow', 'Uttar Pradesh', 226001],
  ['Kanpur', 'Uttar Pradesh', 208001],
  ['Patna', 'Bihar', 800001],
  ['Bhopal', 'Madhya Pradesh', 462001],
  ['Indore', 'Madhya Pradesh', 452001],
  ['Chandigarh', 'Chandigarh', 160001],
  ['Bhubaneswar', 'Odisha', 751001],
  ['Guwahati', 'Assam', 781001],
  ['Visakhapatnam', 'Andhra Pradesh', 530001],
  ['Thiruvananthapuram', 'Kerala', 695001],
] as const;

/** Kochi's pincodes are served only by the inactive courier: not serviceable until it is active again. */
export const INACTIVE_ONLY_PINCODE = '682001';
/** Agartala is served by no one. */
export const UNSERVED_PINCODE = '799001';

const ADDRESSES = [
  '12, 3rd Cross, Market Road',
  'Shop 4, Station Road',
  '221B, Main Bazaar',
  'Plot 7, Industrial Area',
];

/**
 * Delivery demo data (issue 44 items 2, 4): six couriers (one inactive) serving 2,400 pincodes in 24 cities between
 * them, 1 to 3 couriers a pincode with SLAs of 1 to 7 days; 40 card deliveries in every state with their timelines;
 * merchant card applications in every state, the approved ones mostly ordered (each order with its delivery).
 */
export const deliverySeed: SeedModule = {
  name: 'delivery',
  async seed({ db, rng, now }) {
    const ids: number[] = [];
    for (const [i, c] of DEMO_COURIERS.entries()) {
      const at = now - days(200 - i * 10);
      ids.push(
        await insertPartner(db, { code: c.code, name: c.name, contact: c.contact, active: !('active' in c) }, at),
      );
    }
    const active = ids.slice(0, 5);
    const files = new Map<
      number,
      { pincode: string; city: string; state: string; slaDays: number; cod: boolean; prepaid: boolean }[]
    >(ids.map((id) => [id, []]));
    for (const [city, state, first] of CITIES)
      for (let n = 0; n < 100; n++) {
        const pincode = String(first + n);
        const count = n === 0 ? 3 : rng.int(1, 3);
        const start = rng.int(0, active.length - 1);
        for (let k = 0; k < count; k++) {
          const metro = n < 30;
          files.get(active[(start + k) % active.length]!)!.push({
            pincode,
            city,
            state,
            slaDays: metro ? rng.int(1, 3) : rng.int(2, 7),
            cod: rng.bool(0.7),
            prepaid: true,
          });
        }
      }
    files
      .get(ids[5]!)!
      .push({ pincode: INACTIVE_ONLY_PINCODE, city: 'Kochi', state: 'Kerala', slaDays: 3, cod: true, prepaid: true });
    for (const [id, rows] of files) await replacePincodes(db, id, rows, now - days(30));

    const merchants = (await db.selectFrom('merchants').select('merchant_id').orderBy('id').limit(80).execute()).map(
      (m) => m.merchant_id,
    );
    const makers = ['cards@console.example', 'logistics@console.example'] as const;
    const checker = 'cards-approver@console.example';

    // Card deliveries in every state, walked along their legal path.
    const PATHS: Record<CardDeliveryState, CardDeliveryState[]> = {
      CREATED: [],
      DISPATCHED: ['DISPATCHED'],
      IN_TRANSIT: ['DISPATCHED', 'IN_TRANSIT'],
      DELIVERED: ['DISPATCHED', 'IN_TRANSIT', 'DELIVERED'],
      RTO: ['DISPATCHED', 'IN_TRANSIT', 'RTO'],
    };
    const states = Object.keys(CARD_DELIVERY_NEXT) as CardDeliveryState[];
    for (let i = 0; i < 40; i++) {
      const target = states[i % states.length]!;
      const [city, , first] = CITIES[i % CITIES.length]!;
      const created = now - days(25 - (i % 20)) - rng.int(0, 3_600_000);
      const pincode = String(first + (i % 30));
      const partnerId = active[i % active.length]!;
      const id = await insertDelivery(
        db,
        {
          merchantId: merchants[i % merchants.length]!,
          cardType: i % 3 === 0 ? 'CREDIT' : 'PREPAID',
          partnerId,
          pincode,
          address: `${ADDRESSES[i % ADDRESSES.length]}, ${city}`,
        },
        makers[0],
        created,
      );
      let from: CardDeliveryState = 'CREATED';
      let at = created;
      for (const to of PATHS[target]) {
        at += rng.int(6, 30) * 3_600_000;
        await insertDeliveryEvent(
          db,
          id,
          from,
          to,
          to === 'RTO' ? 'Shop closed on three attempts' : null,
          makers[1],
          at,
        );
        from = to;
      }
      await db
        .updateTable('card_deliveries')
        .set({
          status: target,
          awb: target === 'CREATED' ? null : `AWB${String(7_000_000 + i * 137)}`,
          updated_at: at,
          version: PATHS[target].length + 1,
        })
        .where('id', '=', id)
        .execute();
    }

    // Applications in every state; most approved ones ordered.
    for (let i = 0; i < 18; i++) {
      const merchantId = merchants[40 + i]!;
      const at = now - days(21 - i);
      const credit = i % 2 === 0;
      const appId = await insertApplication(
        db,
        {
          merchantId,
          cardType: credit ? 'CREDIT' : 'PREPAID',
          creditLimit: credit ? 25_000 + (i % 5) * 25_000 : null,
          remarks: credit
            ? 'Asked for a business credit card at onboarding'
            : 'Wants a prepaid card for staff expenses',
        },
        makers[i % 2]!,
        at,
      );
      const fate = i % 3; // 0 APPLIED, 1 APPROVED, 2 REJECTED
      if (fate === 0) continue;
      await decideApplicationRow(
        db,
        appId,
        {
          status: fate === 1 ? 'APPROVED' : 'REJECTED',
          by: checker,
          remarks: fate === 1 ? 'Within policy' : 'Vintage under 6 months',
        },
        at + days(1),
      );
      if (fate === 1 && i % 2 === 1) {
        const [city, , first] = CITIES[i % CITIES.length]!;
        const deliveryId = await insertDelivery(
          db,
          {
            merchantId,
            cardType: credit ? 'CREDIT' : 'PREPAID',
            partnerId: active[0]!,
            pincode: String(first),
            address: `${ADDRESSES[0]}, ${city}`,
          },
          makers[0],
          at + days(2),
        );
        await insertOrder(db, { applicationId: appId, merchantId, deliveryId }, makers[0], at + days(2));
      }
    }
  },
};
