import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../server/plugins/auth.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';
import { freshIp, post } from './helpers/otp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('logout', () => {
  it('writes one audit row (who, when), and a second logout with the ended session is a 401 that writes none', async () => {
    const token = await t.tokenFor('support@console.example');
    const before = Date.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/crm/logout', headers: bearer(token) });
    expect(res.json()).toEqual({ success: true, message: 'Logged out successfully', data: null });
    const again = await t.app.inject({ method: 'POST', url: '/api/crm/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
    const rows = await t.database.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'auth.sign-out')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: 6,
      actor_email: 'support@console.example',
      entity: 'staff',
      entity_id: '6',
      outcome: 'success',
    });
    expect(Number(rows[0]!.created_at)).toBeGreaterThanOrEqual(before);
  });
});

describe('Cache-Control: no-store on every answer of a signed-in route', () => {
  it('success, 400, 401, 403 and 404 answers alike', async () => {
    const ops = await t.tokenFor('ops@console.example');
    const maker = await t.tokenFor('maker@console.example');
    const answers = [
      await t.app.inject({ url: '/api/crm/users/2', headers: bearer(ops) }), // 200
      await t.app.inject({ url: '/api/crm/users/x', headers: bearer(ops) }), // 400
      await t.app.inject({ url: '/api/crm/users/2' }), // 401
      await t.app.inject({ url: '/api/crm/users/1/roles', headers: bearer(maker) }), // 403
      await t.app.inject({ url: '/api/crm/users/9999', headers: bearer(ops) }), // 404
      await t.app.inject({ url: '/api/admin/users', headers: bearer(ops) }), // simple-rest list
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 400, 401, 403, 404, 200]);
    for (const a of answers) expect(a.headers['cache-control']).toBe('no-store');
  });

  it('every route that is not public, by the declared list', async () => {
    const signedIn = declaredRoutes(t.app).filter(
      (r) => r.permission !== 'public' && r.method === 'GET' && !r.url.includes('*'),
    );
    expect(signedIn.length).toBeGreaterThan(10);
    for (const route of signedIn) {
      const res = await t.app.inject({ url: route.url.replace(/:\w+/g, '1') });
      expect([route.url, res.headers['cache-control']]).toEqual([route.url, 'no-store']);
    }
  });

  it('and on the sign-in answers, which carry codes and tokens', async () => {
    const req = await t.app.inject({
      method: 'POST',
      url: '/api/crm/login/otp/request',
      payload: { mode: 'email', email: 'ops@console.example' },
      remoteAddress: freshIp(),
    });
    expect(req.headers['cache-control']).toBe('no-store');
    const uuid = String(req.json().data.emailuuid);
    for (const [url, payload] of [
      ['/api/crm/login/otp/verify', { mode: 'email', email: 'ops@console.example', uuid, otp: '0000' }],
      ['/api/crm/login/otp/resend', { uuid }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-store']);
    }
    expect((await t.app.inject({ url: '/api/crm/dev/outbox' })).headers['cache-control']).toBe('no-store');
    expect((await post(t.app, '/api/crm/login/otp/verify', { mode: 'email' }, freshIp())).status).toBe(400);
  });
});
