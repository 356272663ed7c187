import { afterAll, beforeAll, expect, it } from 'vitest';
import { nulPath, NUL_MESSAGE } from '../../server/plugins/validation.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

/** A NUL character is refused the same way on both databases, naming the field (issue 38 L8). */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('admin@console.example');
});
afterAll(() => t.close());

it('finds the first text holding a NUL, in objects and lists', () => {
  expect(nulPath({ a: 'ok', b: ['x', 'y\u0000z'] })).toEqual(['b', 1]);
  expect(nulPath({ a: 'ok', n: 1, none: null })).toBeNull();
});

it('a body field with a NUL is a 400 naming the field, and nothing is written', async () => {
  const before = await t.database.handle.db.selectFrom('staff').select('id').execute();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: bearer(token),
    payload: { name: 'Nul\u0000Name', email: 'nul@console.example', roleIds: [] },
  });
  expect(res.statusCode).toBe(400);
  expect(JSON.stringify(res.json())).toContain(NUL_MESSAGE);
  expect(await t.database.handle.db.selectFrom('staff').select('id').execute()).toHaveLength(before.length);
});

it('a query parameter with a NUL is a 400 too, not a 500', async () => {
  const res = await t.app.inject({ url: '/api/admin/users?q=a%00b', headers: bearer(token) });
  expect(res.statusCode).toBe(400);
  expect(JSON.stringify(res.json())).toContain(NUL_MESSAGE);
});
