import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp | undefined;
afterEach(() => t?.close());

async function ipSeen(env: Record<string, string>): Promise<string> {
  t = await createTestApp(env, (app) =>
    app.get('/whoami', { config: { permission: 'public' } }, async (req) => ({ ip: req.ip })),
  );
  const res = await t.app.inject({
    url: '/whoami',
    remoteAddress: '10.0.0.5',
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  return res.json().ip;
}

it('does not believe X-Forwarded-For unless told which proxy to trust (per-IP limits depend on it)', async () => {
  expect(await ipSeen({})).toBe('10.0.0.5');
});

it('believes it from the configured proxy', async () => {
  expect(await ipSeen({ TRUST_PROXY: '10.0.0.5' })).toBe('203.0.113.9');
});
