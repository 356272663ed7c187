import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';
import { auditCount, MS } from './helpers/merchant-360-calls.js';
import { insertServiceRequest } from '../../server/repositories/merchant-service-requests.js';
import type { ServiceRequestCreate } from '../../contract/merchant/service-requests.js';

/** Raising and updating a card-swipe device's service request (spec §7.4 POST/PUT bharat-swipe/crm/service/request). */
let t: TestApp;
const tokens: Record<string, string> = {};
/** A seeded merchant with an ACTIVE card-swipe device in its main store. */
const M = '1000001';
const URL = `${MS}/bharat-swipe/crm/service/request`;
let device: { deviceSerial: string; storeId: string; product: string };

async function send(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key?: string) {
  const res = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...bearer(tokens[who] ?? ''), ...(key ? { 'idempotency-key': key } : {}) },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
const raise = (over: object = {}, who = 'ops', key?: string) =>
  send(
    who,
    'POST',
    URL,
    { merchantId: M, ...device, type: 'TRAINING', description: 'Staff need training', ...over },
    key,
  );
const move = (requestId: string, status: string, extra: object = {}, who = 'ops', key?: string) =>
  send(who, 'PUT', URL, { requestId, status, ...extra }, key);

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['ops', 'support']) tokens[who] = await t.tokenFor(`${who}@console.example`);
  const stores = (await send('support', 'GET', `${MS}/merchants/${M}/stores?withTerminals=true`)).body.data;
  const terminal = stores.flatMap((s: { terminals: (typeof device & { status: string })[] }) => s.terminals)[0];
  device = { deviceSerial: terminal.deviceSerial, storeId: terminal.storeId, product: terminal.product };
}, 60_000);
afterAll(() => t.close());

describe('raise a service request', () => {
  it('raises an OPEN request for a device once per Idempotency-Key, with one audit row, and lists it', async () => {
    const before = await auditCount(t, 'merchants', M);
    const res = await raise({}, 'ops', 'sr-create-1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Success', data: { ...device, status: 'OPEN' } });
    const replay = await raise({}, 'ops', 'sr-create-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.requestId).toBe(res.body.data.requestId);
    expect(await auditCount(t, 'merchants', M)).toBe(before + 1);
    const list = (await send('support', 'GET', `${URL}?merchant_id=${M}&size=50`)).body.data.content;
    expect(list.map((r: { requestId: string }) => r.requestId)).toContain(res.body.data.requestId);
  });

  it('refuses a second open request of the same type for the device (409), and writes nothing', async () => {
    const before = await auditCount(t, 'merchants', M);
    const res = await raise();
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An open service request of this type already exists for this device.');
    expect(await auditCount(t, 'merchants', M)).toBe(before);
  });

  it('refuses a device of another store or merchant (404) and bad input (400)', async () => {
    expect((await raise({ storeId: '1' })).status).toBe(404);
    expect((await raise({ deviceSerial: 'SN0000001' })).status).toBe(404);
    expect((await raise({ type: 'COFFEE' })).status).toBe(400);
    expect((await raise({ description: '' })).status).toBe(400);
  });

  it('needs CAN_UPDATE_MERCHANT_FIELDS: a read-only agent gets 403, no token 401', async () => {
    expect((await raise({ type: 'DEACTIVATION' }, 'support')).status).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: URL, payload: {} })).statusCode).toBe(401);
    expect((await move('SR1', 'CLOSED', {}, 'support')).status).toBe(403);
  });
});

describe('update a service request', () => {
  it('moves a request along its states, one audit row each, and refuses a move its state does not allow', async () => {
    const created = (await raise({ type: 'DEACTIVATION' })).body.data;
    const before = await auditCount(t, 'merchants', M);
    const assigned = await move(created.requestId, 'ASSIGNED', {}, 'ops', 'sr-move-1');
    expect(assigned.body).toMatchObject({ message: 'Success', data: { status: 'ASSIGNED' } });
    const replay = await move(created.requestId, 'ASSIGNED', {}, 'ops', 'sr-move-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await auditCount(t, 'merchants', M)).toBe(before + 1);
    expect((await move(created.requestId, 'RESOLVED')).status).toBe(400);
    const resolved = await move(created.requestId, 'RESOLVED', { resolution: 'Device collected.' });
    expect(resolved.body.data).toMatchObject({ status: 'RESOLVED', resolution: 'Device collected.' });
    expect((await move(created.requestId, 'CLOSED')).body.data.status).toBe('CLOSED');
    const refused = await move(created.requestId, 'IN_PROGRESS');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This service request cannot move to that status from its current one.');
    expect(await auditCount(t, 'merchants', M)).toBe(before + 3);
    const history = (await send('support', 'GET', `/api/crm/merchants/${M}/audit/history?page=0&size=1`)).body.data;
    expect(history.content[0]).toMatchObject({ action: 'service_request.update', after: { status: 'CLOSED' } });
  });

  it('two updates of the same request at once: exactly one wins, the other gets 409', async () => {
    const open = (await send('support', 'GET', `${URL}?merchant_id=${M}&status=OPEN`)).body.data.content;
    const id = open[0].requestId as string;
    const before = await auditCount(t, 'merchants', M);
    // Both to CANCELLED, a terminal state: whichever lands second is refused in any order. (CANCELLED against
    // IN_PROGRESS let both succeed when IN_PROGRESS happened to finish first, as IN_PROGRESS → CANCELLED is legal.)
    const [a, b] = await Promise.all([move(id, 'CANCELLED'), move(id, 'CANCELLED')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await auditCount(t, 'merchants', M)).toBe(before + 1);
  });

  it('an unknown request is 404', async () => {
    expect((await move('SR0', 'CLOSED')).status).toBe(404);
  });
});

describe('one open request per type per device, held by the database', () => {
  it('concurrent raises of the same type for a device: exactly one succeeds, the others get the same 409', async () => {
    const before = await auditCount(t, 'merchants', M);
    const answers = await Promise.all([1, 2, 3].map(() => raise({ type: 'DEACTIVATION' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toBe('An open service request of this type already exists for this device.');
    expect(await auditCount(t, 'merchants', M)).toBe(before + 1);
    const open = (await send('support', 'GET', `${URL}?merchant_id=${M}&size=100`)).body.data.content.filter(
      (r: { type: string; status: string }) => r.type === 'DEACTIVATION' && r.status === 'OPEN',
    );
    expect(open).toHaveLength(1);
  });

  it('the partial unique index refuses a second open row even past the check; closed ones do not count', async () => {
    const db = t.database.handle.db;
    const row: ServiceRequestCreate = {
      merchantId: M,
      ...device,
      product: device.product as ServiceRequestCreate['product'],
      type: 'DEACTIVATION',
      description: 'Past the check',
    };
    await expect(insertServiceRequest(db, row, Date.now())).rejects.toMatchObject({
      code: expect.stringMatching(/^(SQLITE_CONSTRAINT_UNIQUE|23505)$/),
    });
    await db
      .updateTable('merchant_service_requests')
      .set({ status: 'CANCELLED' })
      .where('merchant_id', '=', M)
      .where('type', '=', 'DEACTIVATION')
      .execute();
    expect((await insertServiceRequest(db, row, Date.now())).status).toBe('OPEN');
  });
});
