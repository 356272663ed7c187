import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * The bharat-swipe §7.4 calls (issue 44 item 5), on the merchant-support backend: a merchant's device charges by
 * month (sums in paise), a month's details, LU charges and rental cashback; its TPV, device inactivity, reactivation
 * trail and deactivation requests; device orders and one order's status; a store's static QR (one per store), a
 * dynamic QR for an amount and the order link (once per cooldown, in the dev outbox), each audited and idempotent.
 * Reads need the merchant-read key, the QRs and the link their own keys.
 */
const READER = 'cpv@console.example';
const { call, db } = signedInApp(['support', READER, 'noaccess'], '/api/merchant-support');
const B = '/bharat-swipe/crm';

const auditsOf = async (action: string, entityId: string) =>
  Number(
    (
      await db()
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', action)
        .where('entity_id', '=', entityId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Merchants with bharat-swipe devices, and each one's first active store. */
const swipeMerchants = async () => {
  const rows = await db()
    .selectFrom('merchant_devices as d')
    .innerJoin('merchants as m', 'm.merchant_id', 'd.merchant_id')
    .innerJoin('merchant_stores as s', 's.merchant_id', 'd.merchant_id')
    .select(['d.merchant_id', 'm.mobile', 's.store_id'])
    .where('d.product', '=', 'bharat')
    .where('s.status', '=', 'ACTIVE')
    .where('m.mobile', 'is not', null)
    .orderBy('d.merchant_id')
    .orderBy('s.store_id')
    .execute();
  return [...new Map(rows.map((r) => [r.merchant_id, r])).values()];
};

describe('GET charges: monthWiseCharges, monthlyChargeDetails, luChargeDetails, getRentalCashbackDetails', () => {
  it("answers a merchant's months newest first, summed from the devices' rows; a month's rows add up to it", async () => {
    const [m] = await swipeMerchants();
    const res = await call('support', 'GET', `${B}/payment/monthWiseCharges?merchantId=${m!.merchant_id}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const months = res.body.data as {
      month: string;
      total: number;
      paid: number;
      due: number;
      waived: number;
      status: string;
    }[];
    expect(months).toHaveLength(6);
    expect(months.map((x) => x.month)).toEqual([...months.map((x) => x.month)].sort().reverse());
    expect(months[0]!.status).toBe('DUE');
    expect(new Set(months.map((x) => x.status))).toContain('PAID');
    for (const x of months) expect(Math.round((x.paid + x.due + x.waived) * 100)).toBe(Math.round(x.total * 100));

    const month = months[0]!.month;
    const detail = await call(
      'support',
      'GET',
      `${B}/payment/monthlyChargeDetails?merchantId=${m!.merchant_id}&month=${month}`,
    );
    expect(detail.status).toBe(200);
    const rows = detail.body.data as {
      month: string;
      rent: number;
      luCharge: number;
      total: number;
      deviceSerial: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.month === month && r.deviceSerial.startsWith('SN'))).toBe(true);
    const sum = rows.reduce((p, r) => p + Math.round(r.total * 100), 0);
    expect(sum).toBe(Math.round(months[0]!.total * 100));
    expect(
      (await call('support', 'GET', `${B}/payment/monthlyChargeDetails?merchantId=${m!.merchant_id}&month=2026-13`))
        .status,
    ).toBe(400);
  });

  it('LU charges are the months under the threshold; cashback is credited, pending or not eligible by volume', async () => {
    const all = await swipeMerchants();
    const lu = (
      await Promise.all(
        all.map((m) => call('support', 'GET', `${B}/payment/luChargeDetails?merchantId=${m.merchant_id}`)),
      )
    ).flatMap((r) => r.body.data as { txnCount: number; threshold: number; luCharge: number }[]);
    expect(lu.length).toBeGreaterThan(0);
    expect(lu.every((r) => r.txnCount < r.threshold && r.threshold === 10 && r.luCharge > 0)).toBe(true);
    const cb = (
      await Promise.all(
        all.map((m) => call('support', 'GET', `${B}/payment/getRentalCashbackDetails?merchantId=${m.merchant_id}`)),
      )
    ).flatMap(
      (r) =>
        r.body.data as { status: string; txnVolume: number; targetVolume: number; cashback: number; rent: number }[],
    );
    expect(new Set(cb.map((r) => r.status))).toEqual(new Set(['CREDITED', 'PENDING', 'NOT_ELIGIBLE']));
    for (const r of cb) {
      if (r.status === 'NOT_ELIGIBLE') expect([r.txnVolume < r.targetVolume, r.cashback]).toEqual([true, 0]);
      else expect([r.txnVolume >= r.targetVolume, r.cashback]).toEqual([true, r.rent]);
    }
  });

  it('404 for an unknown merchant; 403 without the merchant-read key; a merchant without devices has no months', async () => {
    expect((await call('support', 'GET', `${B}/payment/monthWiseCharges?merchantId=9999999`)).status).toBe(404);
    const [m] = await swipeMerchants();
    for (const path of [
      'payment/monthWiseCharges',
      'payment/luChargeDetails',
      'payment/getRentalCashbackDetails',
      'tpv/merchant',
    ])
      expect((await call('noaccess', 'GET', `${B}/${path}?merchantId=${m!.merchant_id}`)).status).toBe(403);
    expect((await call(READER, 'GET', `${B}/payment/monthWiseCharges?merchantId=${m!.merchant_id}`)).status).toBe(200);
    const none = await db()
      .selectFrom('merchants')
      .select('merchant_id')
      .where('merchant_id', 'not in', db().selectFrom('swipe_monthly_charges').select('merchant_id'))
      .executeTakeFirstOrThrow();
    const empty = await call('support', 'GET', `${B}/payment/monthWiseCharges?merchantId=${none.merchant_id}`);
    expect(empty.body.data).toEqual([]);
  });
});

describe('GET tpv/merchant, get-merchant-inactivity-details, reactivation-audit-trails, deactivation/requests', () => {
  it('TPV in each state with the account masked; NOT_STARTED when none', async () => {
    const all = await swipeMerchants();
    const tpv = await Promise.all(
      all.map((m) => call('support', 'GET', `${B}/tpv/merchant?merchantId=${m.merchant_id}`)),
    );
    const states = tpv.map(
      (r) => r.body.data as { status: string; accountNo: string | null; failureReason: string | null },
    );
    expect(new Set(states.map((s) => s.status))).toEqual(new Set(['VERIFIED', 'PENDING', 'FAILED', 'NOT_STARTED']));
    for (const s of states) {
      if (s.status === 'NOT_STARTED') expect(s.accountNo).toBeNull();
      else expect(s.accountNo).toMatch(/^X+\d{4}$/);
      if (s.status === 'FAILED') expect(s.failureReason).toBeTruthy();
    }
  });

  it("devices' inactivity states from their last transaction; reactivations and deactivation requests newest first", async () => {
    const all = await swipeMerchants();
    // The test seed's clock is 2026-11-01: one device transacts today.
    const today = await db()
      .selectFrom('swipe_device_activity')
      .select('device_serial')
      .orderBy('device_serial')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('swipe_device_activity')
      .set({ last_txn_at: Date.now() - 3_600_000 })
      .where('device_serial', '=', today.device_serial)
      .execute();
    const devices = (
      await Promise.all(
        all.map((m) => call('support', 'GET', `${B}/get-merchant-inactivity-details?merchantId=${m.merchant_id}`)),
      )
    ).flatMap((r) => r.body.data as { idleDays: number | null; state: string }[]);
    expect(new Set(devices.map((d) => d.state))).toEqual(new Set(['ACTIVE', 'AT_RISK', 'INACTIVE', 'NEVER_USED']));
    for (const d of devices)
      expect(d.state).toBe(
        d.idleDays === null ? 'NEVER_USED' : d.idleDays >= 60 ? 'INACTIVE' : d.idleDays >= 30 ? 'AT_RISK' : 'ACTIVE',
      );
    const m = all[0]!.merchant_id;
    const re = (await call('support', 'GET', `${B}/reactivation-audit-trails?merchantId=${m}`)).body.data as {
      createdAt: number;
    }[];
    expect(re.length).toBe(2);
    expect(re[0]!.createdAt).toBeGreaterThan(re[1]!.createdAt);
    const deact = (
      await Promise.all(
        all.map((x) => call('support', 'GET', `${B}/deactivation/requests?merchantId=${x.merchant_id}`)),
      )
    ).flatMap((r) => r.body.data as { status: string }[]);
    expect(new Set(deact.map((d) => d.status))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED']));
    expect((await call('noaccess', 'GET', `${B}/deactivation/requests?merchantId=${m}`)).status).toBe(403);
  });
});

describe('GET bharat-swipe/orders/list/{merchantId} and orders/status/{merchantId}/{orderId}', () => {
  it("lists a merchant's orders in every state; one order's status with its history; another merchant's order is 404", async () => {
    const [m, other] = await swipeMerchants();
    const res = await call('support', 'GET', `/bharat-swipe/orders/list/${m!.merchant_id}`);
    expect(res.status).toBe(200);
    const orders = res.body.data as { orderId: string; status: string }[];
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['PLACED', 'DISPATCHED', 'DELIVERED', 'CANCELLED']));
    const delivered = orders.find((o) => o.status === 'DELIVERED')!;
    const status = await call('support', 'GET', `/bharat-swipe/orders/status/${m!.merchant_id}/${delivered.orderId}`);
    expect(status.status).toBe(200);
    expect(status.body.data.history.map((h: { status: string }) => h.status)).toEqual([
      'PLACED',
      'DISPATCHED',
      'DELIVERED',
    ]);
    expect(status.body.data.awb).toBeTruthy();
    expect(
      (await call('support', 'GET', `/bharat-swipe/orders/status/${other!.merchant_id}/${delivered.orderId}`)).status,
    ).toBe(404);
    expect((await call('noaccess', 'GET', `/bharat-swipe/orders/list/${m!.merchant_id}`)).status).toBe(403);
    expect((await call('support', 'GET', '/bharat-swipe/orders/list/9999999')).status).toBe(404);
  });
});

/** What a payer's app reads from the QR image the backend answered (a PNG data URL), as a phone camera would. */
function scanned(image: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(image.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe('POST qr/static and qr/dynamic', () => {
  it("a store's static QR: generated once, audited; asking again answers the same QR; 20 at once make one", async () => {
    const [m, n] = await swipeMerchants();
    const body = { merchantId: m!.merchant_id, storeId: m!.store_id };
    const first = await call('support', 'POST', `${B}/qr/static`, body);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('QR generated.');
    const qr = first.body.data;
    expect(qr).toMatchObject({ kind: 'STATIC', amount: null, created: true, storeId: m!.store_id });
    expect(qr.payload).toMatch(/^upi:\/\/pay\?pa=merchant\.\d+%40\w+&pn=/);
    expect(scanned(qr.image)).toBe(qr.payload);
    const again = await call('support', 'POST', `${B}/qr/static`, body);
    expect(again.body.data).toMatchObject({ qrId: qr.qrId, created: false });
    expect(await auditsOf('merchant.swipe_qr_static', m!.merchant_id)).toBe(1);

    const race = { merchantId: n!.merchant_id, storeId: n!.store_id };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('support', 'POST', `${B}/qr/static`, race)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.data.qrId)).size).toBe(1);
    expect(results.filter((r) => r.body.data.created)).toHaveLength(1);
    const rows = await db()
      .selectFrom('swipe_qr_codes')
      .select('id')
      .where('static_key', '=', `${n!.merchant_id}:${n!.store_id}`)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await auditsOf('merchant.swipe_qr_static', n!.merchant_id)).toBe(1);
  });

  it('a dynamic QR for an amount: expires in 15 minutes, audited; the same Idempotency-Key replays it', async () => {
    const [, , m] = await swipeMerchants();
    const body = { merchantId: m!.merchant_id, storeId: m!.store_id, amount: 1250.5 };
    const key = { 'idempotency-key': `dqr-${m!.merchant_id}` };
    const first = await call('support', 'POST', `${B}/qr/dynamic`, body, key);
    expect(first.status).toBe(200);
    const qr = first.body.data;
    expect(qr).toMatchObject({ kind: 'DYNAMIC', amount: 1250.5, created: true });
    expect(qr.payload).toContain('am=1250.50');
    expect(scanned(qr.image)).toBe(qr.payload);
    expect(qr.expiresAt - qr.createdAt).toBe(15 * 60_000);
    const replay = await call('support', 'POST', `${B}/qr/dynamic`, body, key);
    expect(replay.body).toEqual(first.body);
    expect(await auditsOf('merchant.swipe_qr_dynamic', m!.merchant_id)).toBe(1);
    const another = await call('support', 'POST', `${B}/qr/dynamic`, body);
    expect(another.body.data.qrId).not.toBe(qr.qrId);
    expect(await auditsOf('merchant.swipe_qr_dynamic', m!.merchant_id)).toBe(2);
    const racing = { 'idempotency-key': `dqr-race-${m!.merchant_id}` };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('support', 'POST', `${B}/qr/dynamic`, body, racing)),
    );
    const answered = results.filter((r) => r.status === 200);
    expect(new Set(answered.map((r) => r.body.data.qrId)).size).toBe(1);
    expect(await auditsOf('merchant.swipe_qr_dynamic', m!.merchant_id)).toBe(3);
  });

  it("refuses amounts out of range, another merchant's store, an unknown merchant, and callers without the key", async () => {
    const [m, n] = await swipeMerchants();
    const at = (amount: unknown, storeId = m!.store_id) =>
      call('support', 'POST', `${B}/qr/dynamic`, { merchantId: m!.merchant_id, storeId, amount });
    for (const bad of [0, 0.5, 100_000.01, 12.345, '100']) expect((await at(bad)).status).toBe(400);
    expect((await at(100_000)).status).toBe(200);
    const foreign = await at(10, n!.store_id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('This store does not belong to the merchant.');
    expect((await call('support', 'POST', `${B}/qr/static`, { merchantId: '9999999', storeId: '1' })).status).toBe(404);
    for (const who of [READER, 'noaccess']) {
      expect(
        (await call(who, 'POST', `${B}/qr/static`, { merchantId: m!.merchant_id, storeId: m!.store_id })).status,
      ).toBe(403);
      expect(
        (await call(who, 'POST', `${B}/qr/dynamic`, { merchantId: m!.merchant_id, storeId: m!.store_id, amount: 10 }))
          .status,
      ).toBe(403);
    }
  });
});

describe('who may call', () => {
  it('every read answers the merchant-read key and refuses anyone without it (403)', async () => {
    const [m] = await swipeMerchants();
    const id = m!.merchant_id;
    const reads = [
      `${B}/payment/monthWiseCharges?merchantId=${id}`,
      `${B}/payment/monthlyChargeDetails?merchantId=${id}&month=2026-10`,
      `${B}/payment/luChargeDetails?merchantId=${id}`,
      `${B}/payment/getRentalCashbackDetails?merchantId=${id}`,
      `${B}/tpv/merchant?merchantId=${id}`,
      `${B}/get-merchant-inactivity-details?merchantId=${id}`,
      `${B}/reactivation-audit-trails?merchantId=${id}`,
      `${B}/deactivation/requests?merchantId=${id}`,
      `/bharat-swipe/orders/list/${id}`,
      `/bharat-swipe/orders/status/${id}/BSO-${id}-1`,
    ];
    for (const url of reads) {
      expect([url, (await call(READER, 'GET', url)).status]).toEqual([url, 200]);
      expect([url, (await call('noaccess', 'GET', url)).status]).toEqual([url, 403]);
    }
  });

  it('a static QR replayed with its Idempotency-Key answers the first answer, with one audit row', async () => {
    const [, , , m] = await swipeMerchants();
    const key = { 'idempotency-key': `sqr-${m!.merchant_id}` };
    const body = { merchantId: m!.merchant_id, storeId: m!.store_id };
    const first = await call('support', 'POST', `${B}/qr/static`, body, key);
    const replay = await call('support', 'POST', `${B}/qr/static`, body, key);
    expect(first.body.data.created).toBe(true);
    expect(replay.body).toEqual(first.body);
    expect(await auditsOf('merchant.swipe_qr_static', m!.merchant_id)).toBe(1);
  });
});

describe('POST send/orderLink/notification', () => {
  it('sends the link to the masked mobile, audited, in the dev outbox; again within 15 minutes is 429', async () => {
    const [m] = await swipeMerchants();
    const res = await call('support', 'POST', `${B}/send/orderLink/notification`, { merchantId: m!.merchant_id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order link sent.');
    const link = res.body.data;
    expect(link.mobile).toMatch(/^X+\d{4}$/);
    expect(link.expiresAt - link.sentAt).toBe(48 * 3_600_000);
    const outbox = await call('support', 'GET', `/../crm/dev/outbox?mobile=${m!.mobile}`);
    expect(outbox.body.data[0]).toMatchObject({ email: m!.mobile, code: link.linkId });
    const again = await call('support', 'POST', `${B}/send/orderLink/notification`, { merchantId: m!.merchant_id });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(
      /^An order link was sent to this merchant less than 15 minutes ago\. Try again in \d+ minutes?\.$/,
    );
    expect(await auditsOf('merchant.swipe_order_link', m!.merchant_id)).toBe(1);
  });

  it('replays with its Idempotency-Key; 20 at once: one 200, nineteen 429, one audit row', async () => {
    const [, m, n] = await swipeMerchants();
    const key = { 'idempotency-key': `olink-${m!.merchant_id}` };
    const first = await call(
      'support',
      'POST',
      `${B}/send/orderLink/notification`,
      { merchantId: m!.merchant_id },
      key,
    );
    const replay = await call(
      'support',
      'POST',
      `${B}/send/orderLink/notification`,
      { merchantId: m!.merchant_id },
      key,
    );
    expect(first.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await auditsOf('merchant.swipe_order_link', m!.merchant_id)).toBe(1);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('support', 'POST', `${B}/send/orderLink/notification`, { merchantId: n!.merchant_id }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(429)]);
    expect(await auditsOf('merchant.swipe_order_link', n!.merchant_id)).toBe(1);
  });

  it('refuses an unknown merchant (404) and callers without the key (403)', async () => {
    const [m] = await swipeMerchants();
    expect((await call('support', 'POST', `${B}/send/orderLink/notification`, { merchantId: '9999999' })).status).toBe(
      404,
    );
    for (const who of [READER, 'noaccess'])
      expect((await call(who, 'POST', `${B}/send/orderLink/notification`, { merchantId: m!.merchant_id })).status).toBe(
        403,
      );
  });
});
