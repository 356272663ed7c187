import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeAudit } from '../../server/repositories/audit.js';
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

it('filters by a date range the server enforces: from inclusive, to exclusive, epoch milliseconds', async () => {
  // Three entries of one record on three days (UTC epoch ms), as the trail stores them.
  const day = (d: number) => Date.UTC(2026, 0, d, 10, 0);
  for (const d of [10, 11, 12])
    await writeAudit(t.database.handle.db, {
      actor: null,
      action: 'range.test',
      entity: 'range_test',
      entityId: 'R1',
      after: { day: d },
      at: day(d),
    });
  const days = async (filter: object) => {
    const res = await list('checker', { entity: 'range_test', ...filter });
    expect(res.statusCode).toBe(200);
    return (res.json() as { after: { day: number } }[]).map((r) => r.after.day).sort();
  };
  expect(await days({})).toEqual([10, 11, 12]);
  expect(await days({ from: day(11), to: day(12) })).toEqual([11]); // from inclusive, to exclusive
  expect(await days({ from: day(11) })).toEqual([11, 12]);
  expect(await days({ to: day(11) })).toEqual([10]);
  expect(await days({ from: day(13) })).toEqual([]);
  // A backwards range or a moment that is not one: refused, never read as no filter.
  const backwards = await list('checker', { from: day(12), to: day(10) });
  expect(backwards.statusCode).toBe(400);
  expect(backwards.body).toContain('from must not be after to.');
  expect((await list('checker', { from: 'yesterday' })).statusCode).toBe(400);
});
