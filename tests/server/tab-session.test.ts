/**
 * One session across the tabs of a browser (issue 41 item 5; contract/tab-session.ts): a sign-in sets the tab cookie
 * (HttpOnly, SameSite=Strict, the CRM API's path); a tab with no token of its own gets a token of the same session
 * from POST /session/tab; logout ends it everywhere and removes the cookie; another site's page, a disabled staff
 * member and an idle session are refused. Runs on SQLite, and on PostgreSQL under scripts/with-postgres.sh.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDLE_CHALLENGE } from '../../contract/session-idle.js';
import { TAB_COOKIE_NAME, TAB_SESSION_PATH } from '../../contract/tab-session.js';
import { sessionOfTabCookie, tabCookieValue } from '../../server/routes/crm/tab-cookie.js';
import { addStaff, bearer, createTestApp, type TestApp } from './helpers/test-app.js';
import { freshIp, latestCode, requestCode } from './helpers/otp.js';

const MINUTE = 60_000;
let t: TestApp;
const db = () => t.database.handle.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const setCookieOf = (headers: Record<string, unknown>): string[] => [headers['set-cookie'] ?? []].flat().map(String);
/** The `name=value` part of the tab cookie a response set. */
const cookieOf = (headers: Record<string, unknown>) =>
  setCookieOf(headers)
    .find((c) => c.startsWith(`${TAB_COOKIE_NAME}=`))
    ?.split(';')[0];
const sidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string; sub: string }).sid;

/** Signs in with a code, as the sign-in screen does: the token and the tab cookie the answer set. */
async function signIn(email: string) {
  const ip = freshIp();
  const uuid = await requestCode(t.app, email, ip);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/crm/login/otp/verify',
    payload: { mode: 'email', email, uuid, otp: (await latestCode(t.app, email))! },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { token: string; userId: number };
  return { ...data, cookie: cookieOf(res.headers)!, setCookie: setCookieOf(res.headers) };
}

/** A new tab's call: the browser sends the cookie and says the page is of this origin. */
const openTab = (cookie?: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/crm${TAB_SESSION_PATH}`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    remoteAddress: freshIp(),
  });
const read = (token: string, userId: number) =>
  t.app.inject({ url: `/api/crm/users/${userId}`, headers: bearer(token) });
const logout = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/crm/logout',
    headers: { ...bearer(token), ...(cookie ? { cookie } : {}) },
  });

describe('the tab cookie', () => {
  it('is set by a sign-in with a code: HttpOnly, SameSite=Strict, the CRM API path, never the token', async () => {
    const { token, cookie, setCookie } = await signIn('ops@console.example');
    const attributes = setCookie.find((c) => c.startsWith(`${TAB_COOKIE_NAME}=`))!.split('; ');
    expect(attributes.slice(1).sort()).toEqual(['HttpOnly', 'Path=/api/crm', 'SameSite=Strict']); // no Secure on http
    expect(cookie).not.toContain(token);
    expect(cookie.slice(TAB_COOKIE_NAME.length + 1)).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(sessionOfTabCookie(t.config.jwtSecret, cookie.slice(TAB_COOKIE_NAME.length + 1))).toBe(sidOf(token));
  });

  it('is Secure over HTTPS (a trusted balancer’s X-Forwarded-Proto)', async () => {
    const https = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const email = 'ops@console.example';
      const uuid = await requestCode(https.app, email, freshIp());
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/crm/login/otp/verify',
        payload: { mode: 'email', email, uuid, otp: (await latestCode(https.app, email))! },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(200);
      expect(setCookieOf(res.headers).find((c) => c.startsWith(`${TAB_COOKIE_NAME}=`))).toMatch(/; Secure$/);
    } finally {
      await https.close();
    }
  });

  it('the verify answer is unchanged: token and userId only', async () => {
    const signedIn = await signIn('ops@console.example');
    expect(typeof signedIn.token).toBe('string');
    expect(Number.isInteger(signedIn.userId)).toBe(true);
  });
});

describe('POST /session/tab', () => {
  it('with the cookie: what a sign-in stores, with a working token of the same session and staff member', async () => {
    const { token, userId, cookie } = await signIn('checker@console.example');
    const res = await openTab(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as {
      success: boolean;
      data: { token: string; userId: number; userInfo: unknown; roles: unknown; permissions: unknown[] };
    };
    expect(body.success).toBe(true);
    const tab = body.data;
    expect(tab.userId).toBe(userId);
    expect(sidOf(tab.token)).toBe(sidOf(token));
    const [me, roles, permissions] = await Promise.all(
      ['', '/roles', '/permissions'].map((p) =>
        t.app.inject({ url: `/api/crm/users/${userId}${p}`, headers: bearer(token) }),
      ),
    );
    expect(tab.userInfo).toEqual(me!.json().data);
    expect(tab.roles).toEqual(roles!.json().data);
    expect(tab.permissions).toEqual(permissions!.json().data);
    expect(tab.permissions).toContainEqual({ permission_name: 'CAN_APPROVE_PAYOUT' });
    expect((await read(tab.token, userId)).statusCode).toBe(200);
    // Its expiry is the session's, not 8 hours from now.
    const exp = (JSON.parse(Buffer.from(tab.token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;
    const row = await db()
      .selectFrom('sessions')
      .select('expires_at')
      .where('id', '=', sidOf(token))
      .executeTakeFirst();
    expect(exp).toBe(Math.floor(Number(row!.expires_at) / 1000));
  });

  it('is audited as a sign-in, method tab', async () => {
    const { userId, cookie } = await signIn('maker@console.example');
    expect((await openTab(cookie)).statusCode).toBe(200);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'after_json', 'actor_email'])
      .where('actor_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'auth.sign-in', actor_email: 'maker@console.example' });
    expect(JSON.parse(String(audit.after_json))).toEqual({ method: 'tab' });
  });

  it('without the cookie: 401, and nothing set', async () => {
    const res = await openTab();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Unauthorized', data: null });
    expect(setCookieOf(res.headers)).toEqual([]);
  });

  it('with a cookie the server did not make (another MAC, a bearer token): 401, and the cookie is removed', async () => {
    const { token } = await signIn('ops@console.example');
    const forged = `${sidOf(token)}.${'A'.repeat(43)}`;
    for (const value of [forged, token, tabCookieValue(Buffer.alloc(32, 1), sidOf(token))]) {
      const res = await openTab(`${TAB_COOKIE_NAME}=${value}`);
      expect(res.statusCode).toBe(401);
      expect(setCookieOf(res.headers)[0]).toMatch(new RegExp(`^${TAB_COOKIE_NAME}=; Max-Age=0; Path=/api/crm;`));
    }
  });

  it('after logout in any tab: 401, the cookie cleared, and every tab’s token refused', async () => {
    const { token, userId, cookie } = await signIn('ops@console.example');
    const second = (await openTab(cookie)).json().data.token as string;
    const out = await logout(second, cookie);
    expect(out.statusCode).toBe(200);
    expect(setCookieOf(out.headers)[0]).toMatch(new RegExp(`^${TAB_COOKIE_NAME}=; Max-Age=0; Path=/api/crm;`));
    const res = await openTab(cookie);
    expect(res.statusCode).toBe(401);
    expect(setCookieOf(res.headers)[0]).toContain('Max-Age=0');
    expect((await read(token, userId)).statusCode).toBe(401);
    expect((await read(second, userId)).statusCode).toBe(401);
  });

  it('logout also ends the session the cookie names when it is another of the same staff member’s', async () => {
    const older = await signIn('support@console.example');
    const newer = await signIn('support@console.example'); // its cookie replaced the older one's
    expect((await logout(older.token, newer.cookie)).statusCode).toBe(200);
    expect((await read(newer.token, newer.userId)).statusCode).toBe(401);
    expect((await openTab(newer.cookie)).statusCode).toBe(401);
    // Someone else's cookie in the same browser is left alone.
    const ops = await signIn('ops@console.example');
    const support = await signIn('support@console.example');
    const out = await logout(support.token, ops.cookie);
    expect(setCookieOf(out.headers)).toEqual([]);
    expect((await openTab(ops.cookie)).statusCode).toBe(200);
  });

  it('refuses a page of another site, whatever cookie it carries', async () => {
    const { cookie } = await signIn('ops@console.example');
    const otherSites: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'http://other.localhost:80' },
      { origin: 'https://evil.example' },
      {}, // neither header: no browser of ours
    ];
    for (const headers of otherSites) {
      const res = await openTab(cookie, headers);
      expect([JSON.stringify(headers), res.statusCode]).toEqual([JSON.stringify(headers), 403]);
      expect(setCookieOf(res.headers)).toEqual([]);
    }
    // A browser too old for Sec-Fetch-Site: its Origin names this host.
    expect((await openTab(cookie, { origin: 'http://localhost:80' })).statusCode).toBe(200);
  });

  it('refuses a disabled staff member', async () => {
    await addStaff(t, { id: 9101, email: 'tab-disabled@console.example', name: 'Tab Disabled', roleId: 4 });
    const { cookie } = await signIn('tab-disabled@console.example');
    expect((await openTab(cookie)).statusCode).toBe(200);
    await db()
      .updateTable('staff')
      .set({ disabled: 1 as never })
      .where('id', '=', 9101)
      .execute();
    const res = await openTab(cookie);
    expect(res.statusCode).toBe(401);
    expect(setCookieOf(res.headers)[0]).toContain('Max-Age=0');
  });

  it('does not lift an idle lock: an idle session is refused, and the call is not activity', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token, userId, cookie } = await signIn('disputes@console.example');
    const lastSeen = async () =>
      Number(
        (await db().selectFrom('sessions').select('last_seen_at').where('id', '=', sidOf(token)).executeTakeFirst())!
          .last_seen_at,
      );
    vi.setSystemTime(Date.now() + 14 * MINUTE);
    const seen = await lastSeen();
    expect((await openTab(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(seen); // opening a tab kept nothing alive
    vi.setSystemTime(Date.now() + MINUTE + 1); // 15 minutes and 1 ms since the sign-in
    const idle = await openTab(cookie);
    expect(idle.statusCode).toBe(401);
    expect(idle.headers['www-authenticate']).toBe(IDLE_CHALLENGE);
    expect(setCookieOf(idle.headers)).toEqual([]); // the lock screen's new code replaces it
    expect((await read(token, userId)).statusCode).toBe(401);
    expect((await openTab(cookie)).statusCode).toBe(401);
  });

  it('a session past its 8 hours is refused', async () => {
    const { token, cookie } = await signIn('viewer@console.example');
    await db()
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', sidOf(token))
      .execute();
    expect((await openTab(cookie)).statusCode).toBe(401);
  });

  it('is rate-limited per session, apart from the code limits', async () => {
    const { cookie, token, userId } = await signIn('agent@console.example');
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await openTab(cookie)).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await read(token, userId)).statusCode).toBe(200); // the session itself goes on
    await signIn('agent@console.example'); // and signing in with a code is not held up by it
  });
});
