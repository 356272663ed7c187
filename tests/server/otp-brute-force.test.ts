import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { freshIp, latestCode, post, verify } from './helpers/otp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

/**
 * An attacker tries all 10,000 codes against one e-mail, from a new IP each time, asking for new codes and resends
 * whenever the rules allow (the clock moves 31 s every 5 guesses, so resend waits and windows pass). No verify may
 * ever succeed: 5 tries kill a challenge and 10 consecutive failures lock the account until an admin lifts it.
 */
it('never signs in while guessing every 4-digit code', { timeout: 120_000 }, async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const email = 'checker@console.example';
  const statuses = new Map<number, number>();
  let uuid = '';
  for (let guess = 0; guess < 10_000; guess++) {
    if (guess % 5 === 0) {
      vi.setSystemTime(Date.now() + 31_000);
      const resend = uuid ? await post(t.app, '/api/crm/login/otp/resend', { uuid }, freshIp()) : null;
      if (resend?.status !== 200) {
        const req = await post(t.app, '/api/crm/login/otp/request', { mode: 'email', email }, freshIp());
        if (req.status === 200) uuid = String(req.body.data.emailuuid);
      }
    }
    const res = await verify(t.app, uuid, email, String(guess).padStart(4, '0'), freshIp());
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  expect(statuses.get(200)).toBeUndefined();
  // Wrong code (400) throughout, the 10th failure that locks the account and every try after it included (a lock
  // is never told apart from a wrong code); the per-address verify limit (429) refuses most guesses before any
  // code is looked at.
  expect([...statuses.keys()].sort()).toEqual([400, 429]);

  const staff = await t.database.handle.db
    .selectFrom('staff')
    .select('otp_locked')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(staff.otp_locked).toBe(1);
  const lockAudit = await t.database.handle.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'otp.lock')
    .execute();
  expect(lockAudit).toHaveLength(1);

  // Once the rate windows have passed, even the right code does not sign a locked account in; none is even sent.
  vi.setSystemTime(Date.now() + 16 * 60_000);
  const before = await latestCode(t.app, email);
  const req = await post(t.app, '/api/crm/login/otp/request', { mode: 'email', email }, freshIp());
  expect(req.status).toBe(200);
  expect(await latestCode(t.app, email)).toBe(before);
  const locked = await verify(t.app, String(req.body.data.emailuuid), email, before ?? '0000', freshIp());
  expect(locked).toEqual({ status: 400, body: { success: false, message: 'Invalid OTP', data: null } });
});
