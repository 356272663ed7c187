import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * Device onboarding, courier assignment and the delivery dashboard (issue 44 items 2, 3, 4 parts), on SQLite and
 * PostgreSQL: an allocation with a plan and a coupon is the ALLOCATED move plus the rent/plan record, the coupon's use
 * counted once, refused for an unserviceable pincode, a retired or foreign plan, a used-up or expired coupon (and then
 * nothing changes); 20 at once → one; a replay answers the same; a courier must be active and serve the pincode, an
 * AWB is unique per courier; delivery is the DELIVERED move; the list's filters and the dashboard's counts agree; keys.
 */
const { call, db } = signedInApp(['devices-ops', 'ops', 'noaccess'], '/api/merchant-support');

/** What these tests read of a device (the lifecycle's answer). */
type Device = Record<'deviceSerial' | 'status' | 'merchantId' | 'storeId', string> & {
  version: number;
  monthlyRental: number;
  courier: string | null;
  awb: string | null;
};
interface Shipment extends Device {
  // and where it stands against its courier's SLA
  slaBreached: boolean;
  slaDays: number | null;
  shippedAt: number | null;
  deliveredAt: number | null;
}

const key = (k?: string): Record<string, string> => (k ? { 'idempotency-key': k } : {});
let taken = 0;
/** A fresh IN_STOCK terminal each time (the tests never share one). */
const freshDevice = async (): Promise<Device> => {
  const res = await call('devices-ops', 'GET', `/devices?kind=SWIPE&status=IN_STOCK&size=1&page=${taken++}`);
  return res.body.data.content[0];
};
const store = async (offset = 2) =>
  db()
    .selectFrom('merchant_stores')
    .select(['merchant_id', 'store_id', 'pincode'])
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
const onboard = (d: Device, s: { merchant_id: string; store_id: string }, more: object = {}, k?: string) =>
  call(
    'devices-ops',
    'POST',
    '/device-onboardings',
    { serial: d.deviceSerial, version: d.version, merchantId: s.merchant_id, storeId: s.store_id, ...more },
    key(k),
  );
const used = async (code: string) =>
  Number(
    (await db().selectFrom('swipe_coupons').select('used_count').where('code', '=', code).executeTakeFirstOrThrow())
      .used_count,
  );
const audits = async (serial: string) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_id', '=', serial)
    .where('action', '=', 'device.move')
    .orderBy('id')
    .execute();
const onboardings = async (serial: string) =>
  db().selectFrom('device_onboardings').selectAll().where('device_serial', '=', serial).execute();
/** What the merchant paid up front for the terminal (device_payments, which /swipe/refunds refunds). */
const payments = async (serial: string) =>
  (
    await db()
      .selectFrom('device_payments')
      .select(['merchant_id', 'kind', 'paid', 'refunded'])
      .where('device_serial', '=', serial)
      .orderBy('id')
      .execute()
  ).map((p) => ({ merchantId: p.merchant_id, kind: p.kind, paid: Number(p.paid), refunded: Number(p.refunded) }));
/** An active partner serving the pincode, and one active partner that does not. */
const partners = async (pincode: string) => {
  const serving = await db()
    .selectFrom('delivery_partners as p')
    .innerJoin('delivery_partner_pincodes as z', 'z.partner_id', 'p.id')
    .select(['p.id', 'p.code', 'z.sla_days'])
    .where('z.pincode', '=', pincode)
    .where('p.active', '=', 1)
    .orderBy('p.id')
    .execute();
  const other = await db()
    .selectFrom('delivery_partners')
    .select(['id', 'code'])
    .where('active', '=', 1)
    .where('id', 'not in', serving.length ? serving.map((s) => s.id) : [0])
    .executeTakeFirst();
  const inactive = await db()
    .selectFrom('delivery_partners')
    .select(['id', 'code'])
    .where('active', '=', 0)
    .executeTakeFirst();
  return { serving, other, inactive };
};

describe('onboarding a device to a store with a plan', () => {
  it('allocates with the plan and a coupon: the move, the rent after it, the coupon counted once, audited, replayed', async () => {
    const d = await freshDevice();
    const s = await store();
    const before = await used('DIWALI50');
    const res = await onboard(d, s, { planCode: 'SWIPE-STD', couponCode: 'DIWALI50' }, `onb-${d.deviceSerial}`);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(
      `Device allocated. ${d.deviceSerial} to merchant ${s.merchant_id}, store ${s.store_id}, plan SWIPE-STD.`,
    );
    // Swipe Standard: ₹299 a month and ₹999 once; DIWALI50 takes 50% off the rent.
    expect(res.body.data).toMatchObject({ planCode: 'SWIPE-STD', couponCode: 'DIWALI50', monthlyRent: 149.5 });
    expect(res.body.data).toMatchObject({ oneTimeFee: 999, discount: 149.5 });
    expect(res.body.data.device).toMatchObject({
      status: 'ALLOCATED',
      merchantId: s.merchant_id,
      monthlyRental: 149.5,
    });
    const replay = await onboard(d, s, { planCode: 'SWIPE-STD', couponCode: 'DIWALI50' }, `onb-${d.deviceSerial}`);
    expect(replay.body).toEqual(res.body);
    expect(await used('DIWALI50')).toBe(before + 1);
    expect(await onboardings(d.deviceSerial)).toHaveLength(1);
    // Paid up front, once (the replay adds nothing): the plan's ₹999 fee as the deposit, the first month's rent after
    // the coupon in advance.
    expect(await payments(d.deviceSerial)).toEqual([
      { merchantId: s.merchant_id, kind: 'SECURITY_DEPOSIT', paid: 999, refunded: 0 },
      { merchantId: s.merchant_id, kind: 'ADVANCE_RENT', paid: 149.5, refunded: 0 },
    ]);
    const audit = await audits(d.deviceSerial);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ planCode: 'SWIPE-STD', couponCode: 'DIWALI50' });
    const detail = await call('devices-ops', 'GET', `/devices/${d.deviceSerial}`);
    expect(detail.body.data.events.at(-1)).toMatchObject({ from: 'IN_STOCK', to: 'ALLOCATED' });
    expect(detail.body.data.events.at(-1).details).toMatchObject({ planCode: 'SWIPE-STD', monthlyRent: 149.5 });
  });

  it('allocates without a coupon at the plan’s own rent', async () => {
    const d = await freshDevice();
    const res = await onboard(d, await store(), { planCode: 'SWIPE-LITE' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ couponCode: null, monthlyRent: 199, oneTimeFee: 499, discount: 0 });
  });

  it('refuses a retired or foreign plan, an unknown, used-up or expired coupon, an unserviceable pincode; nothing moves', async () => {
    const d = await freshDevice();
    const s = await store();
    const refused = async (more: object, status: number, message: string, at = s) => {
      const res = await onboard(d, at, more);
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    };
    await refused({ planCode: 'SWIPE-2024' }, 400, 'No such active plan.');
    await refused({ planCode: 'NOPE' }, 400, 'No such active plan.');
    await refused({ planCode: 'SPK-BASIC' }, 400, 'Plan SPK-BASIC is not a SWIPE plan.');
    await refused({ planCode: 'SWIPE-STD', couponCode: 'NOSUCH' }, 400, 'No such coupon.');
    const kirana = await used('KIRANA100');
    await refused(
      { planCode: 'SWIPE-STD', couponCode: 'KIRANA100' },
      409,
      'Coupon KIRANA100 is disabled, outside its validity or used up.',
    );
    await refused(
      { planCode: 'SWIPE-STD', couponCode: 'LAUNCH25' },
      409,
      'Coupon LAUNCH25 is disabled, outside its validity or used up.',
    );
    await refused(
      { planCode: 'SWIPE-STD', couponCode: 'OLDFEE10' },
      409,
      'Coupon OLDFEE10 is disabled, outside its validity or used up.',
    );
    await refused({ planCode: 'SWIPE-STD' }, 400, 'This store does not belong to this merchant.', {
      ...s,
      store_id: '999999',
    });
    const far = await store(4);
    await db().updateTable('merchant_stores').set({ pincode: '799001' }).where('store_id', '=', far.store_id).execute();
    await refused(
      { planCode: 'SWIPE-STD' },
      400,
      'Pincode 799001 is not serviceable by any active delivery partner.',
      far,
    );
    expect(await used('KIRANA100')).toBe(kirana);
    const detail = await call('devices-ops', 'GET', `/devices/${d.deviceSerial}`);
    expect(detail.body.data.device).toMatchObject({ status: 'IN_STOCK', version: d.version });
    expect(await audits(d.deviceSerial)).toHaveLength(0);
    expect(await onboardings(d.deviceSerial)).toHaveLength(0);
    expect(await payments(d.deviceSerial)).toEqual([]);
  });

  it('20 agents onboarding one device at once: one wins, the coupon counted once, one audit row', async () => {
    const d = await freshDevice();
    const s = await store();
    const before = await used('DIWALI50');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        onboard(d, s, { planCode: 'SWIPE-PRO', couponCode: 'DIWALI50' }, `race-onb-${d.deviceSerial}-${i}`),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await used('DIWALI50')).toBe(before + 1);
    expect(await audits(d.deviceSerial)).toHaveLength(1);
    expect(await onboardings(d.deviceSerial)).toHaveLength(1);
    // Swipe Pro has no one-time fee (so no deposit): one month's rent in advance, written once.
    expect((await payments(d.deviceSerial)).map((p) => [p.kind, p.paid])).toEqual([['ADVANCE_RENT', 249.5]]);
  });

  it('a coupon with one use left, raced by 6 devices: one allocation takes it, the others change nothing', async () => {
    const max = (await used('FREEINSTALL')) + 1;
    await db().updateTable('swipe_coupons').set({ max_uses: max }).where('code', '=', 'FREEINSTALL').execute();
    const devices = [];
    for (let i = 0; i < 6; i++) devices.push(await freshDevice());
    const s = await store();
    const results = await Promise.all(
      devices.map((d) => onboard(d, s, { planCode: 'SWIPE-STD', couponCode: 'FREEINSTALL' }, `cpn-${d.deviceSerial}`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await used('FREEINSTALL')).toBe(max);
    const won = results.find((r) => r.status === 200)!;
    expect(won.body.data).toMatchObject({ oneTimeFee: 0, monthlyRent: 299 });
    // The coupon waives the whole fee: no deposit, only the first month's rent in advance.
    const wonSerial = won.body.data.device.deviceSerial as string;
    expect((await payments(wonSerial)).map((p) => [p.kind, p.paid])).toEqual([['ADVANCE_RENT', 299]]);
    for (const d of devices.filter((x) => x.deviceSerial !== wonSerial))
      expect(await payments(d.deviceSerial)).toEqual([]);
    const stillInStock = await Promise.all(
      devices.map(
        async (d) => (await call('devices-ops', 'GET', `/devices/${d.deviceSerial}`)).body.data.device.status,
      ),
    );
    expect(stillInStock.filter((x) => x === 'ALLOCATED')).toHaveLength(1);
  });
});

describe('courier assignment and delivery', () => {
  const ship = (d: Device, partnerId: number, awb: string, k?: string) =>
    call(
      'devices-ops',
      'POST',
      `/delivery/courier-assignment/${d.deviceSerial}/ship`,
      { version: d.version, partnerId, awb },
      key(k),
    );
  const allocated = async (): Promise<Device> => {
    const res = await onboard(await freshDevice(), await store(), { planCode: 'SWIPE-LITE' });
    expect(res.status, res.body.message).toBe(200);
    return res.body.data.device;
  };
  const shipments = async (query: string) => {
    const res = await call('devices-ops', 'GET', `/delivery/courier-assignment?kind=SWIPE&size=100&${query}`);
    expect(res.status).toBe(200);
    return res.body.data as { content: Shipment[]; totalElements: number };
  };

  it('ships with an active courier serving the pincode and an AWB unique per courier, then delivers', async () => {
    const d = await allocated();
    const pincode = (await store()).pincode!;
    const { serving, other, inactive } = await partners(pincode);
    expect(serving.length).toBeGreaterThan(0);
    const courier = serving[0]!;
    if (other) {
      const res = await ship(d, other.id, 'AWB100001');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`Delivery partner ${other.code} does not serve pincode ${pincode}.`);
    }
    const off = await ship(d, inactive!.id, 'AWB100001');
    expect(off.body.message).toBe(`Delivery partner ${inactive!.code} is inactive.`);
    expect((await ship(d, 99999, 'AWB100001')).body.message).toBe('No such delivery partner.');

    const res = await ship(d, courier.id, 'AWB100001', `ship-${d.deviceSerial}`);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'SHIPPED', courier: courier.code, awb: 'AWB100001' });
    expect((await ship(d, courier.id, 'AWB100001', `ship-${d.deviceSerial}`)).body).toEqual(res.body);

    const second = await allocated();
    const dup = await ship(second, courier.id, 'AWB100001');
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(`AWB AWB100001 is already used by ${courier.code}.`);

    expect((await shipments(`serial=${d.deviceSerial}`)).content.map((x) => x.deviceSerial)).toEqual([d.deviceSerial]);
    const listed = (await shipments(`courier=${courier.code}&state=SHIPPED`)).content;
    expect(listed.find((x) => x.deviceSerial === d.deviceSerial)).toMatchObject({
      awb: 'AWB100001',
      slaDays: Number(courier.sla_days),
      slaBreached: false,
    });

    const shipped = res.body.data as Device;
    const deliver = (k: string) =>
      call(
        'devices-ops',
        'POST',
        `/delivery/courier-assignment/${d.deviceSerial}/delivered`,
        { version: shipped.version },
        key(k),
      );
    const done = await deliver(`dlv-${d.deviceSerial}`);
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.message).toBe(`Device delivered. ${d.deviceSerial}.`);
    expect(done.body.data.status).toBe('DELIVERED');
    expect((await deliver(`dlv-${d.deviceSerial}`)).body).toEqual(done.body);
    const again = await deliver(`dlv2-${d.deviceSerial}`);
    expect(again.status).toBe(409);
    const row = (await shipments('state=DELIVERED')).content.find((x) => x.deviceSerial === d.deviceSerial)!;
    expect(row.deliveredAt).toEqual(expect.any(Number));
    expect((await audits(d.deviceSerial)).map((a) => JSON.parse(a.after_json!).status)).toEqual([
      'ALLOCATED',
      'SHIPPED',
      'DELIVERED',
    ]);
  });

  it('refuses to ship a device that is not ALLOCATED, and 20 assignments of one device at once ship it once', async () => {
    const inStock = await freshDevice();
    const { serving } = await partners((await store()).pincode!);
    const no = await ship(inStock, serving[0]!.id, 'AWB200001');
    expect(no.status).toBe(409);
    expect(no.body.message).toBe('Cannot move a device from IN_STOCK to SHIPPED.');

    const d = await allocated();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ship(d, serving[0]!.id, `AWB3000${10 + i}`, `race-ship-${d.deviceSerial}-${i}`),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const rows = await db()
      .selectFrom('device_shipments')
      .selectAll()
      .where('device_serial', '=', d.deviceSerial)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lists the SLA breaches and the dashboard counts the same rows', async () => {
    const d = await allocated();
    const { serving } = await partners((await store()).pincode!);
    const courier = serving[0]!;
    const res = await ship(d, courier.id, 'AWB400001');
    expect(res.status, res.body.message).toBe(200);
    const late = Date.now() - (Number(courier.sla_days) + 1) * 86_400_000;
    await db()
      .updateTable('device_shipments')
      .set({ shipped_at: late })
      .where('device_serial', '=', d.deviceSerial)
      .execute();
    const breached = await shipments('slaBreached=true');
    expect(breached.content.map((x) => x.deviceSerial)).toContain(d.deviceSerial);
    expect(breached.content.every((x) => x.slaBreached && x.status === 'SHIPPED')).toBe(true);
    expect((await shipments('slaBreached=false')).content.map((x) => x.deviceSerial)).not.toContain(d.deviceSerial);

    const dash = await call('devices-ops', 'GET', '/delivery/device-dashboard?kind=SWIPE');
    expect(dash.status).toBe(200);
    const { byState, byCourier, slaBreaches } = dash.body.data as {
      byState: { state: string; count: number }[];
      byCourier: { courier: string; state: string; count: number }[];
      slaBreaches: number;
    };
    expect(slaBreaches).toBe(breached.totalElements);
    // The demo seed's shipments: couriers on SHIPPED and DELIVERED devices, some past their SLA.
    expect(slaBreaches).toBeGreaterThan(1);
    expect(byCourier.filter((r) => r.state === 'DELIVERED').length).toBeGreaterThan(0);
    for (const state of ['ALLOCATED', 'SHIPPED', 'DELIVERED']) {
      const n = byState.find((r) => r.state === state)?.count ?? 0;
      expect(n, state).toBe((await shipments(`state=${state}`)).totalElements);
      expect(byCourier.filter((r) => r.state === state).reduce((t, r) => t + r.count, 0)).toBe(n);
    }
    const mine = byCourier.find((r) => r.courier === courier.code && r.state === 'SHIPPED')!;
    expect(mine.count).toBe((await shipments(`courier=${courier.code}&state=SHIPPED`)).totalElements);
  });
});

describe('permissions', () => {
  it('refuses every onboarding and delivery call without the devices keys (403)', async () => {
    const d = await freshDevice();
    for (const who of ['ops', 'noaccess']) {
      const post = (url: string, body: object) => call(who, 'POST', url, body, key(`${who}-${url}`));
      expect((await call(who, 'GET', '/delivery/courier-assignment')).status).toBe(403);
      expect((await call(who, 'GET', '/delivery/device-dashboard')).status).toBe(403);
      expect(
        (
          await post('/device-onboardings', {
            serial: d.deviceSerial,
            version: 1,
            merchantId: '1',
            storeId: '1',
            planCode: 'X',
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await post(`/delivery/courier-assignment/${d.deviceSerial}/ship`, {
            version: 1,
            partnerId: 1,
            awb: 'AWB999999',
          })
        ).status,
      ).toBe(403);
      expect((await post(`/delivery/courier-assignment/${d.deviceSerial}/delivered`, { version: 1 })).status).toBe(403);
    }
  });
});
