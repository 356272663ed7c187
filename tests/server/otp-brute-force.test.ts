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
 * An attacker guesses codes for one e-mail for 17 hours, from a new IP each time, as fast as the per-address limits
 * let a guess be looked at (one every 46 s; hammering faster only keeps the limit shut, since refused tries count),
 * asking for a new code every 5 guesses. What protects a 4-digit code is how few guesses are ever compared with one:
 * 5 per challenge, and 10 consecutive failures lock the account for 15 minutes, each lock in a row twice as long.
 * The attacker skips the one code actually sent (read from the dev outbox), so the count below is the rule's and not
 * luck's.
 */
it(
  'compares at most 70 guesses in 17 hours of guessing at the fastest the limits allow',
  { timeout: 120_000 },
  async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const email = 'checker@console.example';
    const statuses = new Map<number, number>();
    let uuid = '';
    for (let guess = 0; Date.now() - start < 17 * 3600_000; guess++) {
      if (guess % 5 === 0) {
        const req = await post(t.app, '/api/crm/login/otp/request', { mode: 'email', email }, freshIp());
        if (req.status === 200) uuid = String(req.body.data.emailuuid);
      }
      vi.setSystemTime(Date.now() + 46_000);
      const otp = String(guess % 10_000).padStart(4, '0');
      if (otp === (await latestCode(t.app, email))) continue;
      const res = await verify(t.app, uuid, email, otp, freshIp());
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    // Wrong code (400) throughout, each try that locks the account and every try during a lock included: a lock is
    // never told apart from a wrong code.
    expect([...statuses.keys()]).toEqual([400]);

    const db = t.database.handle.db;
    const staff = await db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const locks = await db
      .selectFrom('audit_log')
      .select(['after_json', 'created_at'])
      .where('action', '=', 'otp.lock')
      .where('entity_id', '=', String(staff.id))
      .orderBy('id')
      .execute();
    // 15 + 30 + 60 + 120 + 240 + 480 minutes of locks and the guesses between them fill 16.6 hours; the seventh lock
    // (960 minutes) lasts past the 17th hour.
    expect(locks).toHaveLength(7);
    const lengths = locks.map(
      (l) => (JSON.parse(String(l.after_json)) as { lockedUntil: number }).lockedUntil - Number(l.created_at),
    );
    expect(lengths).toEqual([15, 30, 60, 120, 240, 480, 960].map((m) => m * 60_000));
    const failing = await db
      .selectFrom('otp_failures')
      .select('consecutive')
      .where('staff_id', '=', staff.id)
      .executeTakeFirst();
    const compared = locks.length * 10 + Number(failing?.consecutive ?? 0);
    expect(compared).toBeLessThanOrEqual(70);

    // While the last lock lasts, even the right code does not sign in; none is even sent.
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const before = await latestCode(t.app, email);
    const req = await post(t.app, '/api/crm/login/otp/request', { mode: 'email', email }, freshIp());
    expect(req.status).toBe(200);
    expect(await latestCode(t.app, email)).toBe(before);
    const locked = await verify(t.app, String(req.body.data.emailuuid), email, before ?? '0000', freshIp());
    expect(locked).toEqual({ status: 400, body: { success: false, message: 'Invalid OTP', data: null } });
  },
);
