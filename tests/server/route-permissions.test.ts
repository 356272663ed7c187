import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../server/plugins/auth.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * DESIGN.md §5: every route declares its permission, and a matrix over the app's own route list (so a new route is
 * covered the day it lands): no token → 401, a token lacking the permission → 403, the super-admin → neither.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'x');
const routes = () => declaredRoutes(t.app).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');

it('knows every route the app registered, each with a declared permission', () => {
  const list = routes();
  expect(list.length).toBeGreaterThan(15);
  for (const r of list) expect(r.permission, `${r.method} ${r.url}`).toBeDefined();
  const urls = list.map((r) => `${r.method} ${r.url}`);
  expect(urls).toEqual(
    expect.arrayContaining(['POST /api/crm/login/otp/verify', 'GET /api/admin/users/:id', 'PUT /api/admin/roles/:id']),
  );
});

describe('route matrix', () => {
  it('no token → 401 on every non-public route', async () => {
    for (const r of routes().filter((r) => r.permission !== 'public')) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('a token without the permission → 403 on every route that needs one', async () => {
    const token = await t.tokenFor('noaccess@console.example');
    for (const r of routes().filter((r) => r.permission !== 'public' && r.permission !== 'authenticated')) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        headers: bearer(token),
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  it('the super-admin → neither 401 nor 403 anywhere', async () => {
    for (const r of routes().filter((r) => r.permission !== 'public')) {
      // A fresh session per route: the matrix includes logout.
      const token = await t.tokenFor('admin@console.example');
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        headers: bearer(token),
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      expect([401, 403], `${r.method} ${r.url} → ${res.statusCode}`).not.toContain(res.statusCode);
    }
  });
});

it('outside development: no dev outbox route and no code kept in clear', async () => {
  const prod = await createTestApp({ CONSOLE_DEV_MODE: '0' });
  try {
    expect(declaredRoutes(prod.app).some((r) => r.url.includes('/dev/outbox'))).toBe(false);
    expect((await prod.app.inject({ url: '/api/crm/dev/outbox' })).statusCode).toBe(404);
    const req = await prod.app.inject({
      method: 'POST',
      url: '/api/crm/login/otp/request',
      payload: { mode: 'email', email: 'ops@console.example' },
    });
    expect(req.statusCode).toBe(200);
    expect(await prod.database.handle.db.selectFrom('otp_outbox').selectAll().execute()).toEqual([]);
  } finally {
    await prod.close();
  }
});
