import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { isLoopbackAddress, isLoopbackHost } from '../../server/loopback.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/test-app.js';
import { freshIp, post } from './helpers/otp.js';

const email = 'ops@console.example';
const outbox = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/crm/dev/outbox?email=${encodeURIComponent(email)}`, remoteAddress, headers });

describe('the development outbox answers only the machine itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    expect((await post(t.app, '/api/crm/login/otp/request', { mode: 'email', email }, freshIp())).status).toBe(200);
  });
  afterAll(() => t.close());

  it('lists the codes to a loopback client (IPv4, IPv6, IPv4-mapped)', async () => {
    for (const address of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      const res = await outbox(t, address);
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0]).toMatchObject({ email, code: expect.stringMatching(/^\d{4}$/) });
    }
  });

  it('is not there for anyone else, whatever X-Forwarded-For claims (the socket address counts)', async () => {
    const asked: [string, Record<string, string>][] = [
      ['10.0.0.7', {}],
      ['192.168.1.20', { 'x-forwarded-for': '127.0.0.1' }],
      ['203.0.113.9', { forwarded: 'for=127.0.0.1' }],
      // A reverse proxy on the same machine: the socket is loopback, the client is not.
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
      ['127.0.0.1', { forwarded: 'for=203.0.113.9' }],
      ['127.0.0.1', { 'x-real-ip': '203.0.113.9' }],
    ];
    for (const [address, headers] of asked) {
      const res = await outbox(t, address, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'No route for GET /api/crm/dev/outbox', data: null });
    }
  });
});

describe('development conveniences stay on this machine', () => {
  const base = { JWT_SECRET: TEST_JWT_SECRET };

  it('refuses to start them on a non-loopback HOST unless ALLOW_DEV_ON_NETWORK=1 says so', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'console.internal.example']) {
      expect(() => loadConfig({ ...base, HOST: host })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, HOST: host })).toThrow(
        `Development conveniences (sign-in codes in the log and at /api/crm/dev/outbox) are on and HOST=${host} listens beyond this machine: use HOST=localhost, or turn them off (NODE_ENV=production with SMTP_URL, or CONSOLE_DEV_MODE=0), or set ALLOW_DEV_ON_NETWORK=1 if everyone who can reach it may sign in as anyone.`,
      );
      expect(loadConfig({ ...base, HOST: host, ALLOW_DEV_ON_NETWORK: '1' }).devMode).toBe(true);
      expect(loadConfig({ ...base, HOST: host, CONSOLE_DEV_MODE: '0' }).devMode).toBe(false);
    }
    for (const host of ['localhost', '127.0.0.1', '::1', '[::1]'])
      expect(loadConfig({ ...base, HOST: host }).devMode).toBe(true);
    expect(loadConfig(base).host).toBe('localhost');
  });

  it('knows loopback when it sees it', () => {
    expect(['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'].every(isLoopbackAddress)).toBe(
      true,
    );
    expect(
      ['10.0.0.1', '128.0.0.1', '::', '0.0.0.0', '::ffff:10.0.0.1', '', undefined, 'localhost'].some(isLoopbackAddress),
    ).toBe(false);
    expect(['localhost', 'LOCALHOST', '127.0.0.1', '::1', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '::', 'example.com', 'localhost.example.com'].some(isLoopbackHost)).toBe(false);
  });
});
