import { describe, expect, it } from 'vitest';
import { QC_CHECKLIST } from '../../contract/devices/lifecycle.js';
import type { Device } from '../../dataProviders/merchant-support/devices.js';
import { countDeviceRows } from './helpers/count-rows.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * Returns, QC breakup, repairs, replacement and reactivation (issue 44 items 2, 3 and 5, parts), on SQLite and
 * PostgreSQL: a terminal QC-failed with its checklist goes to repair only with a ticket (vendor, fault, cost), comes
 * back to stock (the ticket FIXED) and qc/breakup counts its checklist; the §7.4 return reads answer from the
 * lifecycle; a speaker replacement is two moves or none; a reactivation is one conditional update (20 at once → one),
 * a swipe_device_events row, a timeline row and an audit row, replayed by its Idempotency-Key; and the keys.
 */
const { call, db } = signedInApp(['devices-ops', 'noaccess'], '/api/merchant-support');
const OPS = 'devices-ops';
const BASE = '/bharat-swipe/crm';

const oneIn = async (status: string, kind = 'SWIPE', skip = 0): Promise<Device> => {
  const res = await call(OPS, 'GET', `/devices?kind=${kind}&status=${status}&size=${skip + 1}`);
  return res.body.data.content[skip];
};
const move = (d: Device, to: string, extra: object = {}) =>
  call(OPS, 'POST', `/devices/${d.deviceSerial}/move`, { to, version: d.version, ...extra });
const repair = (d: Device, extra: object = {}, key?: string) =>
  call(
    OPS,
    'POST',
    `/devices/${d.deviceSerial}/repair`,
    { version: d.version, vendor: 'RepairHub Pune', fault: 'Chip reader dead', cost: 1250.5, ...extra },
    key ? { 'idempotency-key': key } : {},
  );
const count = (table: 'audit_log' | 'device_events', serial: string) => countDeviceRows(db(), table, serial);
const breakup = async () => {
  const res = await call(OPS, 'GET', `${BASE}/qc/breakup?kind=SWIPE`);
  expect(res.status).toBe(200);
  return res.body.data as { model: string; item: string; passed: number; failed: number; qcFailed: number }[];
};
const allPass = Object.fromEntries(QC_CHECKLIST.SWIPE.map((i) => [i, true]));
const readerFails = { ...allPass, CARD_READER: false };

describe('a returned terminal: QC failed with its checklist, repaired, back in stock', () => {
  it('needs a ticket to go to repair, closes it FIXED, and qc/breakup counts the checklist', async () => {
    let d = await oneIn('RETURNED');
    const before = await breakup();
    const row = (b: typeof before, item: string) => b.find((r) => r.model === d.model && r.item === item);
    const res = await move(d, 'QC_FAILED', { checklist: readerFails, reason: 'Chip reader dead' });
    expect(res.status).toBe(200);
    d = res.body.data;
    const after = await breakup();
    expect(row(after, 'CARD_READER')!.failed).toBe((row(before, 'CARD_READER')?.failed ?? 0) + 1);
    expect(row(after, 'POWER_ON')!.passed).toBe((row(before, 'POWER_ON')?.passed ?? 0) + 1);
    expect(row(after, 'PRINTER')!.qcFailed).toBe((row(before, 'PRINTER')?.qcFailed ?? 0) + 1);

    expect((await move(d, 'REPAIR', { reason: 'x' })).body.message).toBe(
      'Open a repair ticket (vendor, fault and cost) to send a device to repair.',
    );
    expect((await repair(d, { cost: 50_001 })).status).toBe(400);
    expect((await repair(d, { cost: 10.005 })).status).toBe(400);
    expect((await repair(d, { vendor: ' ' })).status).toBe(400);
    const opened = await repair(d);
    expect(opened.status).toBe(200);
    expect(opened.body.message).toBe(`Repair ticket opened. ${d.deviceSerial}: RepairHub Pune.`);
    d = opened.body.data;
    expect(d.status).toBe('REPAIR');

    const tickets = async () =>
      ((await call(OPS, 'GET', '/device-repairs?kind=SWIPE')).body.data as Record<string, unknown>[]).filter(
        (t) => t.deviceSerial === d.deviceSerial,
      );
    expect(await tickets()).toEqual([
      expect.objectContaining({ vendor: 'RepairHub Pune', fault: 'Chip reader dead', cost: 1250.5, status: 'OPEN' }),
    ]);
    const fixed = await move(d, 'IN_STOCK', { reason: 'Reader replaced' });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.status).toBe('IN_STOCK');
    expect(await tickets()).toEqual([expect.objectContaining({ status: 'FIXED', outcome: 'Reader replaced' })]);

    const timeline = (await call(OPS, 'GET', `/devices/${d.deviceSerial}`)).body.data.events as {
      to: string;
      details: Record<string, unknown>;
    }[];
    expect(timeline.slice(-3).map((e) => e.to)).toEqual(['QC_FAILED', 'REPAIR', 'IN_STOCK']);
    expect(timeline.at(-3)!.details.checklist).toEqual(readerFails);
    expect(timeline.at(-2)!.details.repair).toMatchObject({ vendor: 'RepairHub Pune', cost: 1250.5 });
    expect(timeline.at(-1)!.details.repair).toMatchObject({ status: 'FIXED' });
    const actions = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', d.deviceSerial)
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['device.move', 'device.move', 'device.move']);
  });

  it('scraps a device from repair (the ticket SCRAPPED); a ticket only from QC_FAILED', async () => {
    const d = await oneIn('REPAIR');
    const res = await move(d, 'SCRAPPED', { reason: 'Board beyond repair' });
    expect(res.status).toBe(200);
    const t = await db()
      .selectFrom('device_repairs')
      .selectAll()
      .where('device_serial', '=', d.deviceSerial)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(t).toMatchObject({ status: 'SCRAPPED', outcome: 'Board beyond repair' });
    const stock = await oneIn('IN_STOCK');
    const refused = await repair(stock);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cannot move a device from IN_STOCK to REPAIR.');
  });

  it('20 agents opening a ticket at once: one 200, nineteen 409, one ticket; a replay answers the same', async () => {
    const d = await oneIn('QC_FAILED');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => repair(d, {}, `rep-${d.deviceSerial}-${i}`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const winner = results.findIndex((r) => r.status === 200);
    const replay = await repair(d, {}, `rep-${d.deviceSerial}-${winner}`);
    expect(replay.body).toEqual(results[winner]!.body);
    const open = await db()
      .selectFrom('device_repairs')
      .select('id')
      .where('device_serial', '=', d.deviceSerial)
      .where('status', '=', 'OPEN')
      .execute();
    expect(open).toHaveLength(1);
  });
});

describe('the §7.4 return reads', () => {
  it("lists a merchant's devices on their way back, and one with its timeline", async () => {
    const d = await oneIn('RETURN_REQUESTED');
    const res = await call(OPS, 'GET', `${BASE}/getReturnTerminalStatus?merchantId=${d.merchantId}`);
    expect(res.status).toBe(200);
    const listed = res.body.data as Device[];
    expect(listed.map((x) => x.deviceSerial)).toContain(d.deviceSerial);
    expect(listed.every((x) => ['RETURN_REQUESTED', 'RETURNED'].includes(x.status))).toBe(true);
    expect(listed.every((x) => x.merchantId === d.merchantId)).toBe(true);

    const one = await call(
      OPS,
      'GET',
      `${BASE}/getReturnDeviceDetails?merchantId=${d.merchantId}&deviceSerial=${d.deviceSerial}`,
    );
    expect(one.status).toBe(200);
    expect(one.body.data.device).toMatchObject({ deviceSerial: d.deviceSerial, status: 'RETURN_REQUESTED' });
    expect(one.body.data.device.returnReason).toEqual(expect.any(String));
    expect(one.body.data.events.at(-1)).toMatchObject({ from: 'ACTIVE', to: 'RETURN_REQUESTED' });

    const other = await call(OPS, 'GET', `${BASE}/getReturnDeviceDetails?merchantId=1&deviceSerial=${d.deviceSerial}`);
    expect(other.status).toBe(404);
    expect((await call(OPS, 'GET', `${BASE}/getReturnTerminalStatus?merchantId=9999999999`)).status).toBe(404);
  });
});

describe('a speaker replacement', () => {
  it('returns one speaker and allocates another to the same store in one transaction, or neither', async () => {
    const old = await oneIn('ACTIVE', 'SPEAKER');
    const next = await oneIn('IN_STOCK', 'SPEAKER');
    const body = {
      returnSerial: old.deviceSerial,
      returnVersion: old.version,
      newSerial: next.deviceSerial,
      newVersion: next.version,
      reason: 'Speaker not announcing',
    };
    // A stale version of the new device: nothing moves, not even the return.
    const stale = await call(OPS, 'POST', '/devices/replacements', { ...body, newVersion: next.version + 3 });
    expect(stale.status).toBe(409);
    expect((await oneIn('ACTIVE', 'SPEAKER')).deviceSerial).toBe(old.deviceSerial);

    const res = await call(OPS, 'POST', '/devices/replacements', body, {
      'idempotency-key': `swap-${old.deviceSerial}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      `Speaker replaced. ${old.deviceSerial} → ${next.deviceSerial} (merchant ${old.merchantId}).`,
    );
    expect(res.body.data.returned).toMatchObject({ status: 'RETURN_REQUESTED' });
    expect(res.body.data.allocated).toMatchObject({
      status: 'ALLOCATED',
      merchantId: old.merchantId,
      storeId: old.storeId,
    });
    const replay = await call(OPS, 'POST', '/devices/replacements', body, {
      'idempotency-key': `swap-${old.deviceSerial}`,
    });
    expect(replay.body).toEqual(res.body);
    expect(await count('audit_log', old.deviceSerial)).toBe(1);
    expect(await count('audit_log', next.deviceSerial)).toBe(1);

    const swipe = await oneIn('ACTIVE', 'SWIPE');
    const swipeStock = await oneIn('IN_STOCK', 'SWIPE');
    const refused = await call(OPS, 'POST', '/devices/replacements', {
      ...body,
      returnSerial: swipe.deviceSerial,
      returnVersion: swipe.version,
      newSerial: swipeStock.deviceSerial,
      newVersion: swipeStock.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Only payment speakers are replaced here.');
  });
});

describe('reactivate-device', () => {
  const inactive = async (skip: number) => {
    const cutoff = Date.now() - 60 * 86_400_000;
    return db()
      .selectFrom('merchant_devices as d')
      .innerJoin('swipe_device_activity as a', 'a.device_serial', 'd.device_serial')
      .select(['d.device_serial', 'd.merchant_id'])
      .where('d.status', '=', 'ACTIVE')
      .where('d.kind', '=', 'SWIPE')
      .where('a.last_txn_at', '<=', cutoff)
      .where('a.reactivated_at', 'is', null)
      .orderBy('d.id')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow();
  };
  const reactivate = (merchantId: string, deviceSerial: string, key?: string) =>
    call(
      OPS,
      'POST',
      `${BASE}/reactivate-device`,
      { merchantId, deviceSerial, reason: 'Merchant resumed trading' },
      key ? { 'idempotency-key': key } : {},
    );

  it('reactivates an inactive ACTIVE terminal once: the bharat-swipe trail, the timeline and one audit row', async () => {
    const d = await inactive(0);
    const events0 = await count('device_events', d.device_serial);
    const res = await reactivate(d.merchant_id, d.device_serial, `re-${d.device_serial}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Device reactivated. ${d.device_serial}.`);
    const replay = await reactivate(d.merchant_id, d.device_serial, `re-${d.device_serial}`);
    expect(replay.body).toEqual(res.body);
    const again = await reactivate(d.merchant_id, d.device_serial, `re2-${d.device_serial}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This device is not inactive: only a device idle for 60 days or more can be reactivated.',
    );
    expect(await count('device_events', d.device_serial)).toBe(events0 + 1);
    expect(await count('audit_log', d.device_serial)).toBe(1);

    const trail = await call(OPS, 'GET', `${BASE}/get-merchant-inactivity-details?merchantId=${d.merchant_id}`);
    expect(trail.status).toBe(200);
    expect(trail.body.data.find((x: { deviceSerial: string }) => x.deviceSerial === d.device_serial)).toMatchObject({
      state: 'ACTIVE',
      idleDays: 0,
    });
    const rows = await db()
      .selectFrom('swipe_device_events')
      .selectAll()
      .where('device_serial', '=', d.device_serial)
      .where('actor', '=', 'devices-ops@console.example')
      .execute();
    expect(rows).toEqual([expect.objectContaining({ kind: 'REACTIVATION', status: 'SUCCESS' })]);
  });

  it('20 agents reactivating one device at once: one 200, nineteen 409', async () => {
    const d = await inactive(0);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reactivate(d.merchant_id, d.device_serial, `race-re-${i}`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await count('audit_log', d.device_serial)).toBe(1);
  });

  it('refuses a device that is not ACTIVE or not the merchant’s', async () => {
    const returned = await oneIn('RETURNED');
    const notActive = await reactivate(returned.merchantId, returned.deviceSerial);
    expect(notActive.status).toBe(409);
    expect(notActive.body.message).toBe('Only an ACTIVE device can be reactivated.');
    const d = await inactive(0);
    expect((await reactivate('1', d.device_serial)).status).toBe(404);
  });
});

describe('permissions', () => {
  it('refuses every call without the devices keys (403)', async () => {
    const d = await oneIn('QC_FAILED');
    const calls: [string, string, object?][] = [
      ['GET', `${BASE}/qc/breakup`],
      ['GET', `${BASE}/getReturnTerminalStatus?merchantId=1`],
      ['GET', `${BASE}/getReturnDeviceDetails?merchantId=1&deviceSerial=${d.deviceSerial}`],
      ['GET', '/device-repairs'],
      ['POST', `${BASE}/reactivate-device`, { merchantId: '1', deviceSerial: d.deviceSerial, reason: 'x' }],
      ['POST', `/devices/${d.deviceSerial}/repair`, { version: d.version, vendor: 'v', fault: 'f', cost: 1 }],
      ['POST', '/devices/replacements', {}],
    ];
    for (const [method, path, body] of calls)
      expect((await call('noaccess', method as 'GET', path, body)).status, `${method} ${path}`).toBe(403);
    expect((await oneIn('QC_FAILED')).version).toBe(d.version);
  });
});

describe('the seed', () => {
  it('gives every device that went to repair its ticket: OPEN while there, FIXED or SCRAPPED after', async () => {
    const tickets = await db().selectFrom('device_repairs').select(['device_serial', 'status']).execute();
    expect(new Set(tickets.map((t) => t.status))).toEqual(new Set(['OPEN', 'FIXED', 'SCRAPPED']));
    const inRepair = await db()
      .selectFrom('merchant_devices')
      .select('device_serial')
      .where('status', '=', 'REPAIR')
      .execute();
    const open = new Set(tickets.filter((t) => t.status === 'OPEN').map((t) => t.device_serial));
    expect(inRepair.length).toBeGreaterThan(0);
    expect(inRepair.every((d) => open.has(d.device_serial))).toBe(true);
  });
});
