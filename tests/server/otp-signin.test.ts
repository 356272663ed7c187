import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';
import { freshIp, latestCode, post, requestCode, verify } from './helpers/otp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const wrong = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');

describe('sign-in with a one-time code', () => {
  it('requests a code, reads it from the dev outbox, verifies it and loads the user, roles and permissions', async () => {
    const ip = freshIp();
    const req = await post(
      t.app,
      '/api/crm/login/otp/request',
      { mode: 'email', email: '  Checker@Console.example ' },
      ip,
    );
    expect(req).toMatchObject({ status: 200, body: { success: true, message: 'OTP sent successfully' } });
    const uuid = String(req.body.data.emailuuid);
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const code = await latestCode(t.app, 'checker@console.example');
    expect(code).toMatch(/^\d{4}$/);

    const res = await verify(t.app, uuid, 'checker@console.example', code!, ip);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Login successful' });
    const { token, userId } = res.body.data as { token: string; userId: number };

    const user = await t.app.inject({ url: `/api/crm/users/${userId}`, headers: bearer(token) });
    expect(user.json()).toMatchObject({
      success: true,
      data: { id: userId, email: 'checker@console.example', name: 'Chetan Checker' },
    });
    const roles = await t.app.inject({ url: `/api/crm/users/${userId}/roles`, headers: bearer(token) });
    expect(roles.json().data).toEqual([{ id: 4, name: 'Checker' }]);
    const perms = await t.app.inject({ url: `/api/crm/users/${userId}/permissions`, headers: bearer(token) });
    expect(perms.json().data).toContainEqual({ permission_name: 'CAN_APPROVE_PAYOUT' });

    const again = await verify(t.app, uuid, 'checker@console.example', code!, ip);
    expect(again).toMatchObject({ status: 400, body: { success: false, message: 'Invalid OTP' } });
  });

  it('stores only an HMAC of the code', async () => {
    const uuid = await requestCode(t.app, 'ops@console.example', freshIp());
    const code = await latestCode(t.app, 'ops@console.example');
    const row = await t.database.handle.db
      .selectFrom('otp_challenges')
      .selectAll()
      .where('id', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row.code_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it('answers an unknown or disabled e-mail exactly like a known one, and sends nothing', async () => {
    const db = t.database.handle.db;
    const disabled = await db.selectFrom('staff').select('email').where('disabled', '=', 1).executeTakeFirstOrThrow();
    for (const email of ['nobody@console.example', disabled.email]) {
      const res = await post(t.app, '/api/crm/login/otp/request', { mode: 'email', email }, freshIp());
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('OTP sent successfully');
      expect(Object.keys(res.body.data)).toEqual(['emailuuid']);
      expect(await latestCode(t.app, email)).toBeUndefined();
      const v = await verify(t.app, String(res.body.data.emailuuid), email, '1234', freshIp());
      expect(v).toMatchObject({ status: 400, body: { message: 'Invalid OTP' } });
    }
  });

  it('accepts a phone request and answers with mobileuuid', async () => {
    const res = await post(t.app, '/api/crm/login/otp/request', { mode: 'phone', mobile: '9000000000' }, freshIp());
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['mobileuuid']);
  });

  it('rejects bad bodies with the spec messages', async () => {
    const cases: [object, string][] = [
      [{ mode: 'email' }, 'Required!'],
      [{ mode: 'email', email: 'not-an-email' }, 'Invalid email!'],
      [{ email: 'a@b.co' }, "mode must be 'email' or 'phone'."],
      [{ mode: 'phone', mobile: '12' }, 'Invalid mobile!'],
    ];
    for (const [payload, message] of cases) {
      expect(await post(t.app, '/api/crm/login/otp/request', payload, freshIp())).toMatchObject({
        status: 400,
        body: { success: false, message },
      });
    }
    const v = await post(
      t.app,
      '/api/crm/login/otp/verify',
      { mode: 'email', email: 'a@b.co', uuid: 'x', otp: '12a4' },
      freshIp(),
    );
    expect(v).toMatchObject({ status: 400, body: { message: 'Invalid OTP' } });
  });

  it('refuses an expired code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = 'maker@console.example';
    const uuid = await requestCode(t.app, email, freshIp());
    const code = (await latestCode(t.app, email))!;
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    expect(await verify(t.app, uuid, email, code, freshIp())).toMatchObject({
      status: 400,
      body: { message: 'Invalid OTP' },
    });
  });

  it('kills a challenge after 5 tries, even when the sixth is right', async () => {
    const email = 'disputes@console.example';
    const uuid = await requestCode(t.app, email, freshIp());
    const code = (await latestCode(t.app, email))!;
    for (let i = 0; i < 5; i++) expect((await verify(t.app, uuid, email, wrong(code), freshIp())).status).toBe(400);
    expect(await verify(t.app, uuid, email, code, freshIp())).toMatchObject({
      status: 400,
      body: { message: 'Invalid OTP' },
    });
    // A success elsewhere resets the failure counter.
    const uuid2 = await requestCode(t.app, email, freshIp());
    expect((await verify(t.app, uuid2, email, (await latestCode(t.app, email))!, freshIp())).status).toBe(200);
    const failures = await t.database.handle.db.selectFrom('otp_failures').selectAll().execute();
    expect(failures.filter((f) => f.consecutive > 0 && f.staff_id === 5)).toEqual([]);
  });

  it('resends 30 s after the last send, replacing the code, at most 3 times in 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = 'support@console.example';
    const uuid = await requestCode(t.app, email, freshIp());
    const first = (await latestCode(t.app, email))!;
    expect(await post(t.app, '/api/crm/login/otp/resend', { uuid }, freshIp())).toMatchObject({
      status: 429,
      body: { success: false, message: 'Please wait before requesting another code.' },
    });
    for (let i = 0; i < 3; i++) {
      vi.setSystemTime(Date.now() + 30_000);
      expect(await post(t.app, '/api/crm/login/otp/resend', { uuid }, freshIp())).toMatchObject({
        status: 200,
        body: { success: true, data: { resend: true } },
      });
    }
    vi.setSystemTime(Date.now() + 30_000);
    expect((await post(t.app, '/api/crm/login/otp/resend', { uuid }, freshIp())).status).toBe(429);
    const rows = await t.app.inject({ url: `/api/crm/dev/outbox?email=${email}` });
    expect(rows.json().data).toHaveLength(4);
    const latest = (await latestCode(t.app, email))!;
    if (latest !== first) expect((await verify(t.app, uuid, email, first, freshIp())).status).toBe(400);
    expect((await verify(t.app, uuid, email, latest, freshIp())).status).toBe(200);
  });

  it('rate-limits code requests per e-mail even from many addresses', async () => {
    const email = 'nobody-else@console.example';
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await post(t.app, '/api/crm/login/otp/request', { mode: 'email', email }, freshIp())).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const limited = await post(t.app, '/api/crm/login/otp/request', { mode: 'email', email }, freshIp());
    expect(limited).toMatchObject({ status: 429, body: { success: false } });
    expect(limited.body.message).toMatch(/wait/);
  });

  it('rate-limits code requests per IP', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await post(t.app, '/api/crm/login/otp/request', { mode: 'email', email: `x${i}@console.example` }, ip)).status,
      );
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it('logout revokes the session at once', async () => {
    const token = await t.tokenFor('ops@console.example');
    const res = await t.app.inject({ method: 'POST', url: '/api/crm/logout', headers: bearer(token) });
    expect(res.json()).toMatchObject({ success: true });
    expect((await t.app.inject({ url: '/api/crm/users/2', headers: bearer(token) })).statusCode).toBe(401);
  });

  it("reads another user's data only with CAN_LIST_USER", async () => {
    const maker = await t.tokenFor('maker@console.example');
    expect((await t.app.inject({ url: '/api/crm/users/1/roles', headers: bearer(maker) })).statusCode).toBe(403);
    const ops = await t.tokenFor('ops@console.example');
    expect((await t.app.inject({ url: '/api/crm/users/1/roles', headers: bearer(ops) })).json().data).toEqual([
      { id: 1, name: 'Super Admin' },
    ]);
    const admin = await t.tokenFor('admin@console.example');
    const perms = (await t.app.inject({ url: '/api/crm/users/1/permissions', headers: bearer(admin) })).json().data;
    const catalogue = await t.database.handle.db.selectFrom('permissions').select('name').execute();
    expect(perms).toHaveLength(catalogue.length);
  });
});
