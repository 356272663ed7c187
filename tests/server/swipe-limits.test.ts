import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * A merchant's card-swipe transaction limit (issue 44, /swipe/limit), on SQLite and PostgreSQL: the default until
 * changed; a change on the version read (20 at once → one, the rest 409), one audit row with before and after,
 * replayed by its Idempotency-Key; per transaction never above per day; and the keys.
 */
const { call, db } = signedInApp(['devices-ops', 'support', 'noaccess'], '/api/merchant-support');

const aMerchant = async (skip: number) =>
  (
    await db()
      .selectFrom('merchants')
      .select('merchant_id')
      .orderBy('id')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow()
  ).merchant_id;
const limit = async (m: string) => (await call('devices-ops', 'GET', `/swipe/merchants/${m}/limit`)).body.data;
const change = (m: string, body: object, key?: string) =>
  call('devices-ops', 'PUT', `/swipe/merchants/${m}/limit`, body, key ? { 'idempotency-key': key } : {});
const audits = async (m: string) =>
  db().selectFrom('audit_log').selectAll().where('action', '=', 'swipe.limit').where('entity_id', '=', m).execute();

describe('swipe transaction limit', () => {
  it('shows the demo merchant whose limits were changed (seed), who changed them and when', async () => {
    expect(await limit(await aMerchant(0))).toMatchObject({
      perTxn: 75000,
      perDay: 300000,
      isDefault: false,
      updatedBy: 'devices-ops@console.example',
      version: 1,
    });
  });

  it('answers the default until changed; the first change is made once of 20 at once; audited with before and after', async () => {
    const m = await aMerchant(2);
    expect(await limit(m)).toMatchObject({ perTxn: 50000, perDay: 200000, isDefault: true, version: 0 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(m, { perTxn: 10000 + i, perDay: 100000, version: 0 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const now = await limit(m);
    expect(now).toMatchObject({
      perDay: 100000,
      isDefault: false,
      version: 1,
      updatedBy: 'devices-ops@console.example',
    });
    const rows = await audits(m);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.before_json!)).toMatchObject({ perTxn: 50000, isDefault: true });
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({ perTxn: now.perTxn });
  });

  it('changes on the version read, replays by Idempotency-Key, refuses a stale version', async () => {
    const m = await aMerchant(2);
    const v = (await limit(m)).version;
    const first = await change(m, { perTxn: 25000.5, perDay: 150000, version: v }, 'limit-1');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(`Card-swipe limit changed for merchant ${m}.`);
    expect((await change(m, { perTxn: 25000.5, perDay: 150000, version: v }, 'limit-1')).body).toEqual(first.body);
    const stale = await change(m, { perTxn: 1000, perDay: 2000, version: v });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This limit was changed by someone else; reload and try again.');
    expect(await limit(m)).toMatchObject({ perTxn: 25000.5, perDay: 150000, version: v + 1 });
  });

  it('refuses a per-transaction limit above the daily one, and callers without the keys', async () => {
    const m = await aMerchant(3);
    const bad = await change(m, { perTxn: 5000, perDay: 4000, version: 0 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('The per-transaction limit cannot exceed the daily limit.');
    expect((await call('noaccess', 'GET', `/swipe/merchants/${m}/limit`)).status).toBe(403);
    expect(
      (await call('support', 'PUT', `/swipe/merchants/${m}/limit`, { perTxn: 1, perDay: 2, version: 0 })).status,
    ).toBe(403);
  });

  it('refuses a merchant id that is not one with 400, never a failure', async () => {
    for (const id of ['1%2F0', '%3CIMG%3E', 'abc'])
      expect((await change(id, { perTxn: 1000, perDay: 2000, version: 0 })).status, id).toBe(400);
  });
});
