import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { freshIp, latestCode, requestCode, verify } from './helpers/otp.js';
import { lockNotice, mailFor, type SignInMessage } from '../../server/routes/crm/otp-delivery.js';
import { lockDurationMs } from '../../server/routes/crm/otp-rules.js';
import { requestCode as openChallenge, verifyCode, type OtpContext } from '../../server/routes/crm/otp-service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG_CODE = { status: 400, body: { success: false, message: 'Invalid OTP', data: null } };
const wrong = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');

const staffRow = (email: string) =>
  t.database.handle.db
    .selectFrom('staff')
    .select(['id', 'otp_locked'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
const failuresOf = async (staffId: number) =>
  Number(
    (
      await t.database.handle.db
        .selectFrom('otp_failures')
        .select('consecutive')
        .where('staff_id', '=', staffId)
        .executeTakeFirst()
    )?.consecutive ?? 0,
  );

/** Ten wrong codes on real challenges issued to the e-mail: two challenges of five tries each. */
async function lockByWrongCodes(email: string) {
  const answers = [];
  for (let c = 0; c < 2; c++) {
    const uuid = await requestCode(t.app, email, freshIp());
    const code = (await latestCode(t.app, email))!;
    for (let i = 0; i < 5; i++) answers.push(await verify(t.app, uuid, email, wrong(code), freshIp()));
  }
  return answers;
}

describe('a stranger cannot lock a staff account, nor learn who works here', () => {
  it('verifies against a made-up challenge count for nothing, however many', async () => {
    const email = 'ops@console.example';
    for (let i = 0; i < 12; i++)
      expect(await verify(t.app, randomUUID(), email, '0000', freshIp())).toEqual(WRONG_CODE);
    const staff = await staffRow(email);
    expect(staff.otp_locked).toBe(0);
    expect(await failuresOf(staff.id)).toBe(0);
    const uuid = await requestCode(t.app, email, freshIp());
    expect((await verify(t.app, uuid, email, (await latestCode(t.app, email))!, freshIp())).status).toBe(200);
  });

  it('a challenge issued to another address counts for nothing against this one', async () => {
    const email = 'maker@console.example';
    for (let i = 0; i < 3; i++) {
      const strangers = await requestCode(t.app, `stranger${i}@elsewhere.example`, freshIp());
      for (let k = 0; k < 5; k++) expect(await verify(t.app, strangers, email, '0000', freshIp())).toEqual(WRONG_CODE);
    }
    const staff = await staffRow(email);
    expect(staff.otp_locked).toBe(0);
    expect(await failuresOf(staff.id)).toBe(0);
  });

  it('ten wrong codes on real challenges still lock, and every answer, the locking one too, is a wrong code', async () => {
    const email = 'support@console.example';
    const answers = await lockByWrongCodes(email);
    expect(answers).toEqual(Array.from({ length: 10 }, () => WRONG_CODE));
    expect((await staffRow(email)).otp_locked).toBe(1);
    const audits = await t.database.handle.db
      .selectFrom('audit_log')
      .select('outcome')
      .where('action', '=', 'otp.lock')
      .execute();
    expect(audits).toEqual([{ outcome: 'locked' }]);
  });

  it('a locked, an unknown and a disabled e-mail answer exactly as a wrong code for a live account does', async () => {
    const db = t.database.handle.db;
    const locked = 'support@console.example';
    expect((await staffRow(locked)).otp_locked).toBe(1);
    const disabled = (await db.selectFrom('staff').select('email').where('disabled', '=', 1).executeTakeFirstOrThrow())
      .email;
    const live = 'checker@console.example';
    const liveUuid = await requestCode(t.app, live, freshIp());
    const reference = await verify(t.app, liveUuid, live, wrong((await latestCode(t.app, live))!), freshIp());
    expect(reference).toEqual(WRONG_CODE);
    for (const email of [locked, 'nobody@console.example', disabled]) {
      const uuid = await requestCode(t.app, email, freshIp());
      expect(await verify(t.app, uuid, email, '0000', freshIp())).toEqual(reference);
      expect(await verify(t.app, randomUUID(), email, '0000', freshIp())).toEqual(reference);
    }
    // A disabled account's failures are not counted either: it never meets a lock that would tell it apart.
    const disabledRow = await staffRow(disabled);
    expect(disabledRow.otp_locked).toBe(0);
    expect(await failuresOf(disabledRow.id)).toBe(0);
  });
});

describe('the owner of a locked account learns of it by e-mail, since the answers never say', () => {
  it('a notice goes out when the lock is set and on each later code request, never a code', async () => {
    const sent: [string, SignInMessage][] = [];
    const ctx: OtpContext = {
      db: t.database.handle.db,
      config: t.config,
      deliver: async (_mode, to, message) => void sent.push([to, message]),
    };
    const email = 'disputes@console.example';
    const now = Date.now();
    for (let c = 0; c < 2; c++) {
      const opened = await openChallenge(ctx, { mode: 'email', address: email, ip: freshIp(), now });
      if (opened.kind !== 'sent') throw new Error('not sent');
      const [, message] = sent.at(-1)!;
      const code = message.kind === 'code' ? message.code : '';
      for (let i = 0; i < 5; i++) {
        expect(
          await verifyCode(ctx, {
            mode: 'email',
            address: email,
            uuid: opened.uuid,
            otp: wrong(code),
            ip: freshIp(),
            now,
          }),
        ).toEqual({ kind: 'invalid' });
      }
    }
    const until = now + 15 * 60_000;
    expect(sent.at(-1)).toEqual([email, { kind: 'locked', until }]);
    await openChallenge(ctx, { mode: 'email', address: email, ip: freshIp(), now });
    expect(sent.at(-1)).toEqual([email, { kind: 'locked', until }]);
    expect(sent.filter(([, m]) => m.kind === 'code')).toHaveLength(2);
    expect(mailFor({ kind: 'locked', until: Date.UTC(2026, 10, 27, 10, 0) })).toEqual({
      subject: 'Your sign-in is locked',
      text: lockNotice(Date.UTC(2026, 10, 27, 10, 0)),
    });
    expect(lockNotice(Date.UTC(2026, 10, 27, 10, 0))).toMatch(
      /until 27 Nov 2026, 15:30 IST, or until an administrator/,
    );
  });
});

describe('a lock by wrong codes ends by itself, each one in a row lasting longer (issue 38 M6)', () => {
  const email = 'viewer@console.example';
  const sent: [string, SignInMessage][] = [];
  const ctx = (): OtpContext => ({
    db: t.database.handle.db,
    config: t.config,
    deliver: async (_mode, to, message) => void sent.push([to, message]),
  });
  const attempt = (now: number) => ({ mode: 'email' as const, address: email, ip: freshIp(), now });
  /** Opens a challenge at `now` and returns its code ('' when none was sent: the account is locked). */
  async function open(now: number) {
    const before = sent.length;
    const opened = await openChallenge(ctx(), attempt(now));
    if (opened.kind !== 'sent') throw new Error('not sent');
    const message = sent.length > before ? sent.at(-1)![1] : undefined;
    return { uuid: opened.uuid, code: message?.kind === 'code' ? message.code : '' };
  }
  /** The stranger's ten wrong codes: two challenges of five tries. */
  async function tenWrong(now: number) {
    for (let c = 0; c < 2; c++) {
      const { uuid, code } = await open(now);
      for (let i = 0; i < 5; i++) await verifyCode(ctx(), { ...attempt(now), uuid, otp: wrong(code || '0000') });
    }
  }
  const lockRow = () =>
    t.database.handle.db
      .selectFrom('staff')
      .select(['otp_locked_until', 'otp_lock_count'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

  it('lasts 15 minutes, then 30, then 60; up to a week', () => {
    expect([1, 2, 3, 4, 10, 11, 40].map(lockDurationMs)).toEqual([
      15 * 60_000,
      30 * 60_000,
      60 * 60_000,
      120 * 60_000,
      7680 * 60_000,
      7 * 24 * 3600_000,
      7 * 24 * 3600_000,
    ]);
  });

  it('a stranger locks the owner out for a while, never for good, and the owner signs in once it ends', async () => {
    const start = Date.UTC(2026, 10, 27, 9, 0);
    await tenWrong(start);
    expect(await lockRow()).toEqual({ otp_locked_until: start + 15 * 60_000, otp_lock_count: 1 });
    // While locked, the right code does not sign in and no code is sent.
    expect((await open(start + 14 * 60_000)).code).toBe('');
    // The stranger goes again as soon as it ends: the second lock is twice as long.
    const second = start + 15 * 60_000 + 1;
    await tenWrong(second);
    expect(await lockRow()).toEqual({ otp_locked_until: second + 30 * 60_000, otp_lock_count: 2 });
    expect((await open(second + 29 * 60_000)).code).toBe('');
    // Once it ends, the owner's right code signs in, and the next lock would be 15 minutes again.
    const later = second + 30 * 60_000 + 1;
    const { uuid, code } = await open(later);
    expect(code).toMatch(/^\d{4}$/);
    expect(await verifyCode(ctx(), { ...attempt(later), uuid, otp: code })).toMatchObject({ kind: 'signed-in' });
    expect(await lockRow()).toEqual({ otp_locked_until: null, otp_lock_count: 0 });
    const audits = await t.database.handle.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', 'otp.lock')
      .where('entity_id', '=', String((await staffRow(email)).id))
      .orderBy('id')
      .execute();
    expect(audits.map((a) => JSON.parse(String(a.after_json)) as { lockedUntil: number; locksInARow: number })).toEqual(
      [
        expect.objectContaining({ lockedUntil: start + 15 * 60_000, locksInARow: 1 }),
        expect.objectContaining({ lockedUntil: second + 30 * 60_000, locksInARow: 2 }),
      ],
    );
  });
});
