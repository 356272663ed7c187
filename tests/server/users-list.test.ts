import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';
import { DEMO_STAFF } from '../../server/db/seed/demo-roles.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('lists staff on the simple-rest convention with a Content-Range total', async () => {
  const token = await t.tokenFor('ops@console.example');
  const res = await t.app.inject({
    url: `/api/admin/users?sort=${encodeURIComponent('["email","ASC"]')}&range=${encodeURIComponent('[0,9]')}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  const rows = res.json();
  expect(rows).toHaveLength(10);
  // 45 generated staff and the demo accounts (each area adds some).
  expect(res.headers['content-range']).toBe(`users 0-9/${45 + DEMO_STAFF.length}`);
  const emails = rows.map((r: { email: string }) => r.email);
  expect([...emails].sort()).toEqual(emails);
});

it('searches by name or e-mail', async () => {
  const token = await t.tokenFor('admin@console.example');
  const res = await t.app.inject({
    url: `/api/admin/users?filter=${encodeURIComponent('{"q":"checker"}')}`,
    headers: bearer(token),
  });
  expect(res.json().map((r: { email: string }) => r.email)).toEqual([
    'checker@console.example',
    'treasury-checker@console.example',
  ]);
});

it('rejects an unknown sort field with a 400 instead of running it', async () => {
  const token = await t.tokenFor('admin@console.example');
  const res = await t.app.inject({
    url: `/api/admin/users?sort=${encodeURIComponent('["password","ASC"]')}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Cannot sort by password.');
});
