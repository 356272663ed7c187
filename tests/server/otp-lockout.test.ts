import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { freshIp, latestCode, requestCode, verify } from './helpers/otp.js';
import { LOCK_NOTICE, mailFor, type SignInMessage } from '../../server/routes/crm/otp-delivery.js';
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
    expect(sent.at(-1)).toEqual([email, { kind: 'locked' }]);
    await openChallenge(ctx, { mode: 'email', address: email, ip: freshIp(), now });
    expect(sent.at(-1)).toEqual([email, { kind: 'locked' }]);
    expect(sent.filter(([, m]) => m.kind === 'code')).toHaveLength(2);
    expect(mailFor({ kind: 'locked' })).toEqual({ subject: 'Your sign-in is locked', text: LOCK_NOTICE });
    expect(LOCK_NOTICE).toMatch(/ask an administrator to lift the lock/i);
  });
});
