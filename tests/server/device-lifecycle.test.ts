import { describe, expect, it } from 'vitest';
import { DEVICE_MOVES, DEVICE_STATES, QC_CHECKLIST, moveOf } from '../../contract/devices/lifecycle.js';
import { countDeviceRows } from './helpers/count-rows.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * The device lifecycle (issue 44 item 1), on SQLite and PostgreSQL: every pair of states the table does not allow is a
 * 409 naming both; each allowed move asks what it needs; a move is one conditional update (20 at once → one), one
 * audit row and one timeline row, replayed by its Idempotency-Key; the stock is the rows counted; a transfer moves
 * exactly N IN_STOCK devices or nothing; the merchant 360 reads the same devices and timelines; and the keys.
 */
const { call, db } = signedInApp(['devices-ops', 'support', 'ops', 'noaccess'], '/api/merchant-support');

interface Device {
  deviceSerial: string;
  status: string;
  version: number;
  merchantId: string;
  storeId: string;
  product: string;
  warehouseId: string;
  model: string;
  courier: string | null;
  awb: string | null;
}

const list = async (query: string, who = 'devices-ops') => {
  const res = await call(who, 'GET', `/devices?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { content: Device[]; totalElements: number };
};
const oneIn = async (status: string, kind = 'SWIPE', skip = 0) =>
  (await list(`kind=${kind}&status=${status}&size=${skip + 1}`)).content[skip]!;
const move = (d: Pick<Device, 'deviceSerial' | 'version'>, to: string, extra: object = {}, key?: string) =>
  call(
    'devices-ops',
    'POST',
    `/devices/${d.deviceSerial}/move`,
    { to, version: d.version, ...extra },
    key ? { 'idempotency-key': key } : {},
  );
const count = (table: 'audit_log' | 'device_events', serial: string) => countDeviceRows(db(), table, serial);
const allPass = Object.fromEntries(QC_CHECKLIST.SWIPE.map((i) => [i, true]));
const oneFails = { ...allPass, CARD_READER: false };
const aStore = async () =>
  db()
    .selectFrom('merchant_stores')
    .select(['merchant_id', 'store_id'])
    .orderBy('id')
    .offset(3)
    .limit(1)
    .executeTakeFirstOrThrow();

describe('the lifecycle table', () => {
  it('refuses every pair of states the table does not allow, naming both, and changes nothing', async () => {
    for (const from of DEVICE_STATES) {
      const d = await oneIn(from);
      expect(d, `a seeded device in ${from}`).toBeDefined();
      for (const to of DEVICE_STATES) {
        if (moveOf(from, to)) continue;
        const res = await move(d, to, { reason: 'x', merchantId: '1', storeId: '1', courier: 'c', awb: 'AWB123456' });
        expect(res.status, `${from} → ${to}`).toBe(409);
        expect(res.body.message).toBe(`Cannot move a device from ${from} to ${to}.`);
      }
      expect((await list(`q=${d.deviceSerial}&kind=SWIPE`)).content[0]).toMatchObject({
        status: from,
        version: d.version,
      });
    }
  });

  it('offers a device the moves of its state, with its timeline', async () => {
    const d = await oneIn('RETURNED');
    const res = await call('devices-ops', 'GET', `/devices/${d.deviceSerial}`);
    expect(res.status).toBe(200);
    expect(res.body.data.moves.map((m: { to: string }) => m.to)).toEqual(
      DEVICE_MOVES.filter((m) => m.from === 'RETURNED').map((m) => m.to),
    );
    const events = res.body.data.events as { from: string; to: string }[];
    expect(events.at(-1)).toMatchObject({ from: 'RETURN_REQUESTED', to: 'RETURNED' });
    expect((await call('devices-ops', 'GET', '/devices/NOSUCH99')).status).toBe(404);
  });
});

describe('a terminal from stock to a merchant and back', () => {
  it('asks each move for what it needs, writes one audit and one timeline row a move, and the 360 shows it', async () => {
    let d = await oneIn('IN_STOCK', 'SWIPE', 3);
    const serial = d.deviceSerial;
    const events0 = await count('device_events', serial);
    const store = await aStore();
    const step = async (to: string, extra: object = {}) => {
      const res = await move(d, to, extra);
      expect(res.status, `${d.status} → ${to}: ${res.body.message}`).toBe(200);
      expect(res.body.message).toBe(`Device moved. ${serial}: ${d.status} → ${to}.`);
      d = res.body.data;
      expect(d.status).toBe(to);
    };

    expect((await move(d, 'ALLOCATED', {})).status).toBe(400);
    expect((await move(d, 'ALLOCATED', { merchantId: store.merchant_id, storeId: '999999' })).body.message).toBe(
      'This store does not belong to this merchant.',
    );
    await step('ALLOCATED', { merchantId: store.merchant_id, storeId: store.store_id });
    expect(d).toMatchObject({ merchantId: store.merchant_id, storeId: store.store_id });
    expect((await move(d, 'SHIPPED', { courier: 'BlueDart' })).body.message).toBe(
      'AWB number is required for this move.',
    );
    await step('SHIPPED', { courier: 'BlueDart', awb: 'BD1234567890' });
    expect(d).toMatchObject({ courier: 'BlueDart', awb: 'BD1234567890' });
    await step('DELIVERED');
    await step('ACTIVE');
    expect((await move(d, 'RETURN_REQUESTED')).body.message).toBe('Reason is required for this move.');
    await step('RETURN_REQUESTED', { reason: 'Shop shifting' });
    await step('RETURNED');
    expect((await move(d, 'QC_PASSED', { checklist: oneFails })).body.message).toBe(
      'Every checklist item must pass to pass QC.',
    );
    expect((await move(d, 'QC_FAILED', { checklist: allPass, reason: 'x' })).body.message).toBe(
      'At least one checklist item must fail to fail QC.',
    );
    expect((await move(d, 'QC_FAILED', { checklist: { POWER_ON: false }, reason: 'x' })).body.message).toBe(
      'Record a result for every checklist item.',
    );
    await step('QC_FAILED', { checklist: oneFails, reason: 'Chip reader dead' });
    // To repair only with a repair ticket (vendor, fault, cost): tests/server/device-returns.test.ts.
    expect((await move(d, 'REPAIR', { reason: 'To the service centre' })).body.message).toBe(
      'Open a repair ticket (vendor, fault and cost) to send a device to repair.',
    );
    const ticket = { version: d.version, vendor: 'RepairHub Pune', fault: 'To the service centre', cost: 1200 };
    d = (await call('devices-ops', 'POST', `/devices/${serial}/repair`, ticket)).body.data;
    expect(d.status).toBe('REPAIR');
    await step('IN_STOCK', { reason: 'Reader replaced' });

    expect(await count('device_events', serial)).toBe(events0 + 9);
    expect(await count('audit_log', serial)).toBe(9);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('entity_id', '=', serial)
      .execute();
    expect(audit.every((a) => a.action === 'device.move' && a.actor_email === 'devices-ops@console.example')).toBe(
      true,
    );

    // The merchant 360 reads the same device (its last merchant) and the same timeline.
    const m360 = await call('support', 'GET', `/merchants/${store.merchant_id}/${d.product}-swipe/getDevices`);
    expect(m360.body.data.find((x: Device) => x.deviceSerial === serial)).toMatchObject({ status: 'IN_STOCK' });
    const timeline = await call('support', 'GET', `/merchants/${store.merchant_id}/devices/${serial}/events`);
    expect(timeline.status).toBe(200);
    const journey = ['ALLOCATED', 'SHIPPED', 'DELIVERED', 'ACTIVE', 'RETURN_REQUESTED', 'RETURNED', 'QC_FAILED'];
    expect(timeline.body.data.slice(-9).map((e: { to: string }) => e.to)).toEqual([...journey, 'REPAIR', 'IN_STOCK']);
    expect(timeline.body.data.at(-1)).toMatchObject({
      from: 'REPAIR',
      to: 'IN_STOCK',
      actor: 'devices-ops@console.example',
    });
    expect(timeline.body.data.findLast((e: { to: string }) => e.to === 'SHIPPED').details).toMatchObject({
      courier: 'BlueDart',
      awb: 'BD1234567890',
    });
  });

  it("the merchant 360's return is the lifecycle's ACTIVE → RETURN_REQUESTED, with its timeline row", async () => {
    const d = (await list('kind=SWIPE&status=ACTIVE&size=50')).content.find((x) => x.product !== 'speaker')!;
    const res = await call('ops', 'POST', `/merchants/${d.merchantId}/${d.product}-swipe/returnDevices`, {
      deviceSerial: d.deviceSerial,
      reason: 'Merchant closing shop',
    });
    expect(res.status).toBe(200);
    const detail = await call('devices-ops', 'GET', `/devices/${d.deviceSerial}`);
    expect(detail.body.data.device.status).toBe('RETURN_REQUESTED');
    expect(detail.body.data.events.at(-1)).toMatchObject({ from: 'ACTIVE', to: 'RETURN_REQUESTED' });
  });
});

describe('races, replays and stale screens', () => {
  it('20 agents moving one device at once: one 200, nineteen 409, one audit and one timeline row', async () => {
    const d = await oneIn('SHIPPED');
    const events0 = await count('device_events', d.deviceSerial);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => move(d, 'DELIVERED', {}, `race-${d.deviceSerial}-${i}`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await count('audit_log', d.deviceSerial)).toBe(1);
    expect(await count('device_events', d.deviceSerial)).toBe(events0 + 1);
  });

  it('replays a move sent again with its Idempotency-Key; a move from a stale version is a 409', async () => {
    const d = await oneIn('DELIVERED');
    const first = await move(d, 'ACTIVE', {}, `act-${d.deviceSerial}`);
    const replay = await move(d, 'ACTIVE', {}, `act-${d.deviceSerial}`);
    expect(first.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await count('audit_log', d.deviceSerial)).toBe(1);
    const stale = await oneIn('DELIVERED');
    const res = await move({ ...stale, version: stale.version + 5 }, 'ACTIVE');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This device was changed by someone else. Reload it and try again.');
  });
});

describe('stock and transfers', () => {
  it('counts the stock per warehouse, model and state from the rows', async () => {
    const res = await call('devices-ops', 'GET', '/device-warehouses/stock?kind=SPEAKER');
    expect(res.status).toBe(200);
    const rows = res.body.data as { warehouseId: string; model: string; state: string; count: number }[];
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(DEVICE_STATES));
    const total = rows.reduce((t, r) => t + r.count, 0);
    expect(total).toBe((await list('kind=SPEAKER&size=1')).totalElements);
    const r = rows.find((x) => x.state === 'IN_STOCK')!;
    const q = `kind=SPEAKER&status=IN_STOCK&warehouseId=${r.warehouseId}&model=${encodeURIComponent(r.model)}`;
    expect((await list(q)).totalElements).toBe(r.count);
  });

  it('moves exactly N IN_STOCK devices of a model between warehouses, audited, or nothing', async () => {
    const stock = async () =>
      (await call('devices-ops', 'GET', '/device-warehouses/stock?kind=SWIPE')).body.data as {
        warehouseId: string;
        model: string;
        state: string;
        count: number;
      }[];
    const at = (rows: Awaited<ReturnType<typeof stock>>, wh: string) =>
      rows.find((r) => r.warehouseId === wh && r.model === 'PAX D180' && r.state === 'IN_STOCK')?.count ?? 0;
    const before = await stock();
    const have = at(before, 'WH-BLR');
    expect(have).toBeGreaterThan(3);
    const body = { kind: 'SWIPE', model: 'PAX D180', from: 'WH-BLR', to: 'WH-DEL', count: 3, reason: 'Festive demand' };
    const post = (b: object, key?: string) =>
      call('devices-ops', 'POST', '/device-warehouses/transfers', b, key ? { 'idempotency-key': key } : {});
    expect((await post({ ...body, to: 'WH-BLR' })).body.message).toBe('Choose two different warehouses.');
    expect((await post({ ...body, to: 'WH-XXX' })).status).toBe(400);
    expect((await post({ ...body, model: 'Nokia 3310' })).status).toBe(400);
    const tooMany = await post({ ...body, count: have + 1 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Not enough devices of this model in stock at that warehouse.');
    expect(at(await stock(), 'WH-BLR')).toBe(have);
    const ok = await post(body, 'transfer-1');
    expect(ok.status).toBe(200);
    expect((await post(body, 'transfer-1')).body).toEqual(ok.body);
    expect(ok.body.data.moved).toBe(3);
    const after = await stock();
    expect(at(after, 'WH-BLR')).toBe(have - 3);
    expect(at(after, 'WH-DEL')).toBe(at(before, 'WH-DEL') + 3);
    const audits = await db().selectFrom('audit_log').selectAll().where('action', '=', 'device.transfer').execute();
    expect(audits).toHaveLength(1);
    for (const serial of ok.body.data.serials as string[]) {
      const detail = await call('devices-ops', 'GET', `/devices/${serial}`);
      expect(detail.body.data.device.warehouseId).toBe('WH-DEL');
      expect(detail.body.data.events.at(-1).details).toMatchObject({ transfer: { from: 'WH-BLR', to: 'WH-DEL' } });
    }
  });
});

describe('permissions', () => {
  it('refuses the device calls without the devices keys (403), and the merchant 360 timeline without its own', async () => {
    const d = await oneIn('SHIPPED', 'SWIPE', 1);
    for (const who of ['ops', 'noaccess']) {
      expect((await call(who, 'GET', '/devices')).status).toBe(403);
      expect((await call(who, 'GET', `/devices/${d.deviceSerial}`)).status).toBe(403);
      expect((await call(who, 'GET', '/device-warehouses/stock')).status).toBe(403);
    }
    expect(
      (await call('support', 'POST', `/devices/${d.deviceSerial}/move`, { to: 'DELIVERED', version: d.version }))
        .status,
    ).toBe(403);
    const transfer = { kind: 'SWIPE', model: 'PAX D180', from: 'WH-BLR', to: 'WH-DEL', count: 1, reason: 'x' };
    expect((await call('support', 'POST', '/device-warehouses/transfers', transfer)).status).toBe(403);
    expect((await call('noaccess', 'GET', `/merchants/${d.merchantId}/devices/${d.deviceSerial}/events`)).status).toBe(
      403,
    );
  });
});

describe('the seed', () => {
  it('holds devices of both products in every state, each with the timeline that brought it there; --scale grows them', async () => {
    const { growToScale } = await import('../../server/db/seed/index.js');
    const { DEVICES_PER_SCALE } = await import('../../server/db/seed/devices.js');
    const states = async () =>
      db()
        .selectFrom('merchant_devices')
        .select(['kind', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['kind', 'status'])
        .execute();
    for (const kind of ['SWIPE', 'SPEAKER'])
      expect(new Set((await states()).filter((r) => r.kind === kind).map((r) => r.status))).toEqual(
        new Set(DEVICE_STATES),
      );
    const scrapped = await oneIn('SCRAPPED', 'SPEAKER');
    const events = (await call('devices-ops', 'GET', `/devices/${scrapped.deviceSerial}`)).body.data.events;
    expect(events[0]).toMatchObject({ from: 'IN_STOCK', to: 'ALLOCATED' });
    expect(events.at(-1)).toMatchObject({ to: 'SCRAPPED' });
    for (let i = 1; i < events.length; i++) expect(moveOf(events[i - 1].to, events[i].to)).toBeDefined();

    const before = (await list('kind=SWIPE&size=1')).totalElements + (await list('kind=SPEAKER&size=1')).totalElements;
    const added = await growToScale(db(), 2, { only: ['devices'] });
    expect(added).toEqual({ devices: DEVICES_PER_SCALE });
    const after = (await list('kind=SWIPE&size=1')).totalElements + (await list('kind=SPEAKER&size=1')).totalElements;
    expect(after).toBe(before + DEVICES_PER_SCALE);
    expect(await growToScale(db(), 2, { only: ['devices'] })).toEqual({ devices: 0 });
  });
});
