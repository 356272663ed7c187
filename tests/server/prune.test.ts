import { Writable } from 'node:stream';
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { pruneExpired } from '../../server/housekeeping/prune.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

/** Issue 42 item 6: expired sessions, challenges, rate-limit events and idempotency keys pruned on a schedule. */
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PRUNE_INTERVAL_MS: '0' });
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const dialect = () => t.database.handle.dialect;

async function seedRows(now: number) {
  const session = (id: string, expires: number, revoked: number | null) => ({
    id,
    staff_id: 6,
    created_at: now - 2 * DAY,
    expires_at: expires,
    revoked_at: revoked,
  });
  await db()
    .insertInto('sessions')
    .values([
      session('s-expired', now - 1, null),
      session('s-revoked-long-ago', now + HOUR, now - 25 * HOUR),
      session('s-revoked-recently', now + HOUR, now - HOUR),
      session('s-open', now + HOUR, null),
    ])
    .execute();
  const challenge = (id: string, created: number, expires: number) => ({
    id,
    mode: 'email',
    destination: 'support@console.example',
    staff_id: 6,
    code_hmac: 'f'.repeat(64),
    created_at: created,
    sent_at: expires - 5 * MIN,
    expires_at: expires,
    used_at: null,
  });
  await db()
    .insertInto('otp_challenges')
    .values([
      challenge('c-day-past-expiry', now - 2 * DAY, now - 2 * DAY + 5 * MIN),
      // Resent an hour ago: created two days ago, but its expiry is recent (a resend is allowed after expiry).
      challenge('c-resent', now - 2 * DAY, now - 55 * MIN),
      challenge('c-expired-recently', now - 30 * MIN, now - 25 * MIN),
      challenge('c-live', now - MIN, now + 4 * MIN),
    ])
    .execute();
  await db()
    .insertInto('auth_rate_events')
    .values([
      { bucket: 'prune:window-past', created_at: now - 16 * MIN },
      { bucket: 'prune:in-window', created_at: now - 14 * MIN },
    ])
    .execute();
  await db()
    .insertInto('otp_outbox')
    .values([
      { destination: 'prune-old@console.example', code: '0001', created_at: now - 2 * HOUR },
      { destination: 'prune-new@console.example', code: '0002', created_at: now - 10 * MIN },
    ])
    .execute();
  const key = (idem_key: string, created: number) => ({
    staff_id: 6,
    idem_key,
    route: 'POST /prune-test',
    request_hash: 'h',
    status_code: 201,
    response_json: '{}',
    created_at: created,
  });
  await db()
    .insertInto('idempotency_keys')
    .values([key('k-8-days', now - 8 * DAY), key('k-6-days', now - 6 * DAY)])
    .execute();
  const login = (state: string, expires: number) => ({
    state,
    nonce: 'n',
    code_verifier: 'v',
    return_to: '/crm/',
    created_at: now - 10 * MIN,
    expires_at: expires,
  });
  await db()
    .insertInto('sso_logins')
    .values([login('sso-left-at-provider', now - MIN), login('sso-waiting', now + MIN)])
    .execute();
}

const ids = async (table: 'sessions' | 'otp_challenges') =>
  (await db().selectFrom(table).select('id').execute()).map((r) => r.id).sort();

describe('pruning expired rows', () => {
  it('deletes exactly the rows past their use, of each kind, and a live session still works', async () => {
    const now = Date.now();
    await seedRows(now);
    const token = await t.tokenFor('support@console.example');

    const result = await pruneExpired(db(), dialect(), { now });
    expect(result).toMatchObject({
      skipped: false,
      deleted: {
        sessions: 2,
        otp_challenges: 1,
        auth_rate_events: 1,
        otp_outbox: 1,
        idempotency_keys: 1,
        sso_logins: 1,
      },
    });
    expect(await db().selectFrom('sso_logins').select('state').execute()).toEqual([{ state: 'sso-waiting' }]);

    expect((await ids('sessions')).filter((id) => id.startsWith('s-'))).toEqual(['s-open', 's-revoked-recently']);
    expect(await ids('otp_challenges')).toEqual(['c-expired-recently', 'c-live', 'c-resent']);
    expect(
      await db().selectFrom('auth_rate_events').select('bucket').where('bucket', 'like', 'prune:%').execute(),
    ).toEqual([{ bucket: 'prune:in-window' }]);
    expect(
      await db().selectFrom('otp_outbox').select('destination').where('destination', 'like', 'prune-%').execute(),
    ).toEqual([{ destination: 'prune-new@console.example' }]);
    expect(
      await db().selectFrom('idempotency_keys').select('idem_key').where('route', '=', 'POST /prune-test').execute(),
    ).toEqual([{ idem_key: 'k-6-days' }]);

    const me = await t.app.inject({ url: '/api/crm/users/6', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    // A second run finds nothing left.
    expect(await pruneExpired(db(), dialect(), { now })).toMatchObject({
      deleted: { sessions: 0, otp_challenges: 0, auth_rate_events: 0, otp_outbox: 0, idempotency_keys: 0 },
    });
  });

  it('an Idempotency-Key replay within the 7-day window still replays after a run', async () => {
    const auth = bearer(await t.tokenFor('ops@console.example'));
    const payload = { header: 'Prune replay', body: 'Once only', expiry_date: Math.floor(Date.now() / 1000) + 86_400 };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/crm/v1/crm/notifications',
        headers: { ...auth, 'idempotency-key': 'prune-replay' },
        payload,
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    // As if the first answer had been kept six days ago.
    await db()
      .updateTable('idempotency_keys')
      .set({ created_at: Date.now() - 6 * DAY })
      .where('idem_key', '=', 'prune-replay')
      .execute();
    await pruneExpired(db(), dialect());
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('deletes a backlog in statements of at most the batch size (2,500 rows, batches of 1,000: 3 statements)', async () => {
    const now = Date.now();
    await insertExpiredKeys('batch', 2500, now);
    const affected: number[] = [];
    const counting: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async ({ result }) => {
        if (result.numAffectedRows !== undefined) affected.push(Number(result.numAffectedRows));
        return result;
      },
    };
    const result = await pruneExpired(db().withPlugin(counting), dialect(), { now, batchSize: 1000 });
    expect(result).toMatchObject({ skipped: false, deleted: { idempotency_keys: 2500 } });
    // One statement per other table (nothing expired), then 1,000 + 1,000 + 500, then sso_logins (nothing).
    expect(affected).toEqual([0, 0, 0, 0, 1000, 1000, 500, 0]);
    expect(result.skipped === false && result.statements).toBe(8);
    expect(await countKeys('batch')).toBe(0);
  });

  it('runs on the schedule of PRUNE_INTERVAL_MS with one log line per run, and stops when the app closes', async () => {
    await insertExpiredKeys('scheduled', 3, Date.now());
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({
      config: { ...t.config, pruneIntervalMs: 50 },
      database: t.database.handle,
      logger: { level: 'info', stream },
    });
    await app.ready();
    const runs = () => lines.filter((l) => l.housekeeping === 'prune');
    for (let i = 0; i < 100 && runs().length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    await app.close();
    const seen = runs().length;
    expect(seen).toBeGreaterThanOrEqual(2);
    expect(runs()[0]).toMatchObject({ msg: 'pruned expired rows', deleted: { idempotency_keys: 3 } });
    expect(runs()[1]).toMatchObject({ deleted: { idempotency_keys: 0 } });
    expect(await countKeys('scheduled')).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(runs().length).toBe(seen);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('several PostgreSQL instances', () => {
  // The lock is taken per batch (a transaction each, so none outlives a crash or a pooled connection): the second run
  // skips when its first batch finds the lock held, or stops at the first batch that does, having taken the lock
  // between two of the first run's batches. Either way the rows go once, and between them all of them.
  it('two runs at once: each batch runs alone, the rows go once, and one of the runs skips or stops early', async () => {
    const now = Date.now();
    await insertExpiredKeys('race', 3000, now);
    const results = await Promise.all([
      pruneExpired(db(), dialect(), { now, batchSize: 100 }),
      pruneExpired(db(), dialect(), { now, batchSize: 100 }),
    ]);
    const ran = results.filter((r) => !r.skipped);
    expect(ran.length).toBeGreaterThanOrEqual(1);
    expect(ran.reduce((n, r) => n + r.deleted.idempotency_keys, 0)).toBe(3000);
    expect(await countKeys('race')).toBe(0);
  });

  it('a run while another instance holds the lock skips and deletes nothing', async () => {
    const now = Date.now();
    await insertExpiredKeys('held', 10, now);
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext('backoffice-console:prune'))`.execute(trx);
        expect(await pruneExpired(db(), dialect(), { now })).toEqual({ skipped: true });
      });
    expect(await countKeys('held')).toBe(10);
    expect(await pruneExpired(db(), dialect(), { now })).toMatchObject({ deleted: { idempotency_keys: 10 } });
  });
});

async function insertExpiredKeys(prefix: string, n: number, now: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    staff_id: 6,
    idem_key: `${prefix}-${i}`,
    route: `POST /prune-${prefix}`,
    request_hash: 'h',
    status_code: 201,
    response_json: '{}',
    created_at: now - 8 * DAY,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db()
      .insertInto('idempotency_keys')
      .values(rows.slice(i, i + 500))
      .execute();
}

async function countKeys(prefix: string) {
  const row = await db()
    .selectFrom('idempotency_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('route', '=', `POST /prune-${prefix}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
