import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDLE_CHALLENGE, isIdleChallenge } from '../../contract/session-idle.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';
import { freshIp, latestCode, requestCode, verify } from './helpers/otp.js';
import { openSse } from './helpers/sse-client.js';

/**
 * Sessions idle past SESSION_IDLE_SECONDS (issue 42 item 5, PCI DSS 8.2.8): refused with the 401 an ended session
 * gets plus the idle bearer challenge; any request of the user's counts as activity, the background calls (live
 * stream, presence heartbeat, viewers poll) do not; the absolute SESSION_TTL_SECONDS still ends a session. Time moves
 * by faking Date only (the auth hook, the tokens and the session rows all read Date.now()).
 */
const MINUTE = 60_000;
let t: TestApp;
let base: string;

beforeAll(async () => {
  // A long access cache: a kept answer must still not let an idle session through (PostgreSQL keeps them).
  t = await createTestApp({ ACCESS_CACHE_MS: String(60 * MINUTE), LIVE_HEARTBEAT_MS: '50' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
const read = (token: string, url = '/api/crm/users/6') => t.app.inject({ url, headers: bearer(token) });
const lastSeen = async (token: string) => {
  const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
  const row = await t.database.handle.db
    .selectFrom('sessions')
    .select('last_seen_at')
    .where('id', '=', sid)
    .executeTakeFirstOrThrow();
  return Number(row.last_seen_at);
};

describe('an idle session', () => {
  it('is refused after 15 minutes without a request: the 401 of an ended session, with the idle challenge', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await t.tokenFor('support@console.example');
    expect((await read(token)).statusCode).toBe(200);
    later(15 * MINUTE);
    expect((await read(token)).statusCode).toBe(200); // exactly 15 minutes is not past the limit
    later(15 * MINUTE + 1);
    const idle = await read(token);
    const ended = await read('not-a-token');
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual(ended.json());
    expect(idle.json()).toEqual({ success: false, message: 'Unauthorized', data: null });
    expect(idle.headers['www-authenticate']).toBe(IDLE_CHALLENGE);
    expect(isIdleChallenge(idle.headers['www-authenticate'] as string)).toBe(true);
    expect(ended.headers['www-authenticate']).toBeUndefined();
    // Activity after the refusal does not revive it.
    expect((await read(token)).statusCode).toBe(401);
  });

  it('in every backend envelope (payment-support too)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await t.tokenFor('admin@console.example');
    later(16 * MINUTE);
    const res = await read(token, '/api/admin/users');
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe(IDLE_CHALLENGE);
  });

  it('stays open while the user keeps making requests, and its last activity is written at most every 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await t.tokenFor('support@console.example');
    const opened = await lastSeen(token);
    for (let i = 0; i < 10; i++) {
      expect((await read(token)).statusCode).toBe(200);
      later(1000);
    }
    expect(await lastSeen(token)).toBe(opened); // ten requests in 10 s: no write
    for (let minutes = 0; minutes < 60; minutes += 14) {
      later(14 * MINUTE);
      expect((await read(token)).statusCode).toBe(200);
    }
    expect(await lastSeen(token)).toBe(Date.now());
  });

  it('POST /session/activity keeps it open (the console sends it while the user types)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await t.tokenFor('support@console.example');
    for (let i = 0; i < 4; i++) {
      later(10 * MINUTE);
      const res = await t.app.inject({ method: 'POST', url: '/api/crm/session/activity', headers: bearer(token) });
      expect(res.json()).toEqual({ success: true, message: 'Success', data: null });
    }
    later(10 * MINUTE);
    expect((await read(token)).statusCode).toBe(200);
  });

  it('is still ended by the absolute 8 hours, however active (no idle challenge)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await t.tokenFor('support@console.example');
    for (let minutes = 10; minutes < 8 * 60; minutes += 10) {
      later(10 * MINUTE);
      expect((await read(token)).statusCode).toBe(200);
    }
    later(10 * MINUTE);
    const res = await read(token);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBeUndefined();
  });

  it('is not kept open by the presence heartbeat or the viewers poll alone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await t.tokenFor('checker@console.example');
    const viewing = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/crm/live/viewing',
        payload: { kind: 'approval-request', id: 1 },
        headers: bearer(token),
      });
    for (let seconds = 0; seconds < 15 * 60; seconds += 20) {
      later(20_000);
      expect((await viewing()).statusCode).toBe(200);
      expect((await read(token, '/api/crm/live/viewers?kind=approval-request')).statusCode).toBe(200);
    }
    later(20_000);
    const res = await viewing();
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe(IDLE_CHALLENGE);
  });

  it("ends the live queue stream at the heartbeat after the limit, and the stream's reconnect gets the idle 401", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await t.tokenFor('checker@console.example');
    const stream = await openSse(`${base}/api/crm/live/queues?queues=approvals`, token);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready');
    await stream.next((e) => e.event === 'comment'); // a heartbeat passed: the stream lives
    later(15 * MINUTE + 1);
    await stream.closed;
    const again = await fetch(`${base}/api/crm/live/queues?queues=approvals`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    expect(again.status).toBe(401);
    expect(again.headers.get('www-authenticate')).toBe(IDLE_CHALLENGE);
    expect(again.headers.get('access-control-expose-headers')).toContain('WWW-Authenticate');
  });

  it('a new one-time code opens a new session for the same staff member', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = 'ops@console.example';
    const ip = freshIp();
    const uuid = await requestCode(t.app, email, ip);
    const signedIn = await verify(t.app, uuid, email, (await latestCode(t.app, email))!, ip);
    const first = String(signedIn.body.data.token);
    later(16 * MINUTE);
    expect((await read(first)).statusCode).toBe(401);
    later(60_000); // a code may be asked for again
    const again = await requestCode(t.app, email, ip);
    const unlocked = await verify(t.app, again, email, (await latestCode(t.app, email))!, ip);
    expect(unlocked.status).toBe(200);
    const second = String(unlocked.body.data.token);
    expect((await read(second)).statusCode).toBe(200);
    expect((await read(first)).statusCode).toBe(401);
  });
});

describe('SESSION_IDLE_SECONDS', () => {
  it('0 turns the idle limit off (the absolute limit stays), and /crm/config.json tells the console its limit', async () => {
    const off = await createTestApp({ SESSION_IDLE_SECONDS: '0' });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      const token = await off.tokenFor('support@console.example');
      vi.setSystemTime(Date.now() + 7 * 60 * MINUTE);
      expect((await off.app.inject({ url: '/api/crm/users/6', headers: bearer(token) })).statusCode).toBe(200);
      expect((await off.app.inject({ url: '/crm/config.json' })).json()).toMatchObject({ sessionIdleSeconds: 0 });
    } finally {
      await off.close();
    }
    expect((await t.app.inject({ url: '/crm/config.json' })).json()).toMatchObject({ sessionIdleSeconds: 900 });
  });
});
