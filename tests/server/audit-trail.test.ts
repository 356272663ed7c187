import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

/** GET /api/admin/audit: read-only simple-rest list, filtered by user, kind and record (CAN_VIEW_AUDIT_TRAIL). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (who: string, filter: object = {}) => {
  const token = await t.tokenFor(`${who}@console.example`);
  const url = `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,49]')}&sort=${encodeURIComponent('["id","DESC"]')}`;
  return t.app.inject({ url, headers: bearer(token) });
};

it('lists who did what and when, filterable by user, kind and record; others get 403', async () => {
  const maker = await t.tokenFor('maker@console.example');
  const raised = await t.app.inject({
    method: 'POST',
    url: '/api/crm/maker/checker/cashback/request',
    headers: bearer(maker),
    payload: { consumerId: '1001', txnId: 'TXN-QR-NEW', amount: 5, remarks: 'For the trail' },
  });
  const id = raised.json().data.id;
  expect((await list('maker')).statusCode).toBe(403);
  const res = await list('checker', { actor: 'maker@', entity: 'approval_requests', entityId: String(id) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-range']).toMatch(/^audit 0-0\/1$/);
  const [row] = res.json();
  expect(row).toMatchObject({
    actorEmail: 'maker@console.example',
    action: 'cashback_request.create',
    entityId: String(id),
    outcome: 'success',
  });
  expect(typeof row.createdAt).toBe('number');
  const byAction = await list('checker', { action: 'cashback_request' });
  expect(byAction.json().length).toBeGreaterThan(0);
  const one = await t.app.inject({
    url: `/api/admin/audit/${row.id}`,
    headers: bearer(await t.tokenFor('checker@console.example')),
  });
  expect(one.json().id).toBe(row.id);
});

it('has no route that changes or deletes an audit row', async () => {
  const token = await t.tokenFor('admin@console.example');
  for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
    const res = await t.app.inject({
      method,
      url: '/api/admin/audit/1',
      headers: bearer(token),
      payload: method === 'DELETE' ? undefined : {},
    });
    expect(res.statusCode).toBe(404);
  }
});
