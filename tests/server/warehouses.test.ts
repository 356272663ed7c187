import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * Warehouse management (issue 44), on SQLite and PostgreSQL: a warehouse is added (its code unique), edited and
 * (de)activated, each one conditional update (20 at once → one), one audit row, replayed by its Idempotency-Key; one
 * holding devices cannot be deactivated (409 with the count); an inactive one takes no transfer; and the keys.
 */
const { call, db } = signedInApp(['devices-ops', 'support', 'noaccess'], '/api/merchant-support');

interface Warehouse {
  code: string;
  name: string;
  city: string;
  pincode: string;
  capacity: number;
  active: boolean;
  version: number;
  held: number;
}
const list = async (who = 'devices-ops') => {
  const res = await call(who, 'GET', '/warehouses');
  expect(res.status).toBe(200);
  return res.body.data as Warehouse[];
};
const one = async (code: string) => (await list()).find((w) => w.code === code)!;
const audits = async (code: string) =>
  db()
    .selectFrom('audit_log')
    .select('action')
    .where('entity', '=', 'device_warehouses')
    .where('entity_id', '=', code)
    .execute();
const fresh = { code: 'WH-NAG', name: 'Nagpur warehouse', city: 'Nagpur', pincode: '440001', capacity: 800 };

describe('warehouse management', () => {
  it('lists the warehouses with the devices each holds, the inactive one included', async () => {
    const all = await list();
    expect(all.find((w) => w.code === 'WH-PNQ')).toMatchObject({ city: 'Pune', pincode: '411001', active: true });
    expect(all.find((w) => w.code === 'WH-PNQ')!.held).toBeGreaterThan(0);
    expect(all.find((w) => w.code === 'WH-CCU')).toMatchObject({ active: false, held: 0 });
  });

  it('adds a warehouse once (a replay answers the same, a second code is a 409), audited', async () => {
    const post = (key: string) => call('devices-ops', 'POST', '/warehouses', fresh, { 'idempotency-key': key });
    const first = await post('wh-add-1');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Warehouse added: WH-NAG.');
    expect((await post('wh-add-1')).body).toEqual(first.body);
    const again = await post('wh-add-2');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A warehouse with this code exists already.');
    expect(await one('WH-NAG')).toMatchObject({ ...fresh, active: true, held: 0, version: 1 });
    expect(await audits('WH-NAG')).toEqual([{ action: 'warehouse.create' }]);
    const bad = await call('devices-ops', 'POST', '/warehouses', { ...fresh, code: 'WH-X2', pincode: '012345' });
    expect(bad.status).toBe(400);
  });

  it('edits on the version read: 20 at once → one saved, the rest 409, one audit row', async () => {
    const w = await one('WH-HYD');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('devices-ops', 'PUT', '/warehouses/WH-HYD', { ...w, name: `Hyderabad ${i}`, version: w.version }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect((await one('WH-HYD')).version).toBe(w.version + 1);
    expect((await audits('WH-HYD')).filter((a) => a.action === 'warehouse.update')).toHaveLength(1);
  });

  it('refuses to deactivate a warehouse holding devices, naming the count, and changes nothing', async () => {
    const w = await one('WH-BLR');
    const res = await call('devices-ops', 'POST', '/warehouses/WH-BLR/status', { active: false, version: w.version });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Cannot deactivate WH-BLR: it holds ${w.held} devices. Move them out first.`);
    expect(await one('WH-BLR')).toMatchObject({ active: true, version: w.version });
  });

  it('deactivates an empty warehouse once (20 at once → one); it then takes no transfer; activates again', async () => {
    const w = await one('WH-NAG');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('devices-ops', 'POST', '/warehouses/WH-NAG/status', { active: false, version: w.version }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.find((r) => r.status === 200)!.body.message).toBe('Warehouse deactivated: WH-NAG.');
    expect(await one('WH-NAG')).toMatchObject({ active: false });
    const transfer = { kind: 'SWIPE', model: 'PAX D180', from: 'WH-PNQ', to: 'WH-NAG', count: 1, reason: 'x' };
    const refused = await call('devices-ops', 'POST', '/device-warehouses/transfers', transfer);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('That warehouse is inactive.');
    const back = await call('devices-ops', 'POST', '/warehouses/WH-NAG/status', {
      active: true,
      version: w.version + 1,
    });
    expect(back.status).toBe(200);
    expect((await audits('WH-NAG')).map((a) => a.action).sort()).toEqual(
      ['warehouse.activate', 'warehouse.create', 'warehouse.deactivate'].sort(),
    );
  });

  it('answers 404 for an unknown warehouse', async () => {
    const res = await call('devices-ops', 'PUT', '/warehouses/WH-NONE', { ...fresh, version: 1 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Unknown warehouse.');
  });

  it('needs a devices key to see and the inventory key to change', async () => {
    expect((await call('noaccess', 'GET', '/warehouses')).status).toBe(403);
    expect((await call('support', 'POST', '/warehouses', { ...fresh, code: 'WH-ZZ' })).status).toBe(403);
    expect((await call('support', 'POST', '/warehouses/WH-PNQ/status', { active: false, version: 1 })).status).toBe(
      403,
    );
  });
});
