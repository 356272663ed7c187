import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { AccessCache } from '../../server/db/access-cache.js';
import type { ChangeListener } from '../../server/db/change-feed.js';
import { issueSessionToken } from '../../server/plugins/tokens.js';
import { bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/test-app.js';
import { createSeededTestDatabase, type TestDatabase } from './helpers/test-database.js';

describe('AccessCache', () => {
  it('keeps nothing until its change feed is live, and drops everything when the feed is lost', () => {
    const cache = new AccessCache<{ n: number }>(60_000);
    cache.keep('a', cache.generation, { n: 1 });
    expect(cache.find('a')).toBeUndefined();
    cache.live(true);
    cache.keep('a', cache.generation, { n: 1 });
    expect(cache.find('a')).toEqual({ n: 1 });
    cache.live(false);
    expect(cache.find('a')).toBeUndefined();
    cache.keep('a', cache.generation, { n: 2 });
    expect(cache.find('a')).toBeUndefined();
  });

  it('does not keep an answer read while a change was notified, and answers expire', async () => {
    let now = 0;
    const cache = new AccessCache<{ n: number }>(1000, 10, () => now);
    cache.live(true);
    expect(
      await cache.through('a', async () => {
        cache.clear(); // a notice arrives while the row is read
        return { n: 1 };
      }),
    ).toEqual({ n: 1 });
    expect(cache.find('a')).toBeUndefined();
    await cache.through('a', async () => ({ n: 2 }));
    expect(cache.find('a')).toEqual({ n: 2 });
    now = 1000;
    expect(cache.find('a')).toBeUndefined();
  });
});

/** The app on a database whose change feed the test drives: what PostgreSQL's notices would say, on either database. */
describe('the auth hook with a change feed', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let feed: ChangeListener;
  let stopped = false;
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    ACCESS_CACHE_MS: '60000',
  });
  const users = (token: string) => app.inject({ url: '/api/crm/users/1', headers: bearer(token) });
  const signIn = async (email: string) => {
    const { db } = database.handle;
    const staff = await db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return issueSessionToken(db, config, staff.id);
  };
  /** Ends every session of `email` straight in the database, as another instance would. */
  const revokeBehindTheBack = async (email: string) => {
    const { db } = database.handle;
    const staff = await db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await db.updateTable('sessions').set({ revoked_at: Date.now() }).where('staff_id', '=', staff.id).execute();
  };

  beforeAll(async () => {
    database = await createSeededTestDatabase();
    const accessChanges = {
      subscribe(listener: ChangeListener) {
        feed = listener;
        return async () => {
          stopped = true;
        };
      },
    };
    app = await buildApp({ config, database: { ...database.handle, accessChanges } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    expect(stopped).toBe(true);
    await database.close();
  });

  it('while the feed is live, a kept session is answered without a read until a change is notified', async () => {
    feed.live(true);
    const token = await signIn('admin@console.example');
    expect((await users(token)).statusCode).toBe(200);
    await revokeBehindTheBack('admin@console.example');
    expect((await users(token)).statusCode).toBe(200); // kept: no notice has come
    feed.changed();
    expect((await users(token)).statusCode).toBe(401);
  });

  it('while the feed is lost, every request reads the session: a change elsewhere refuses at once', async () => {
    feed.live(true);
    const token = await signIn('ops@console.example');
    expect((await users(token)).statusCode).toBe(200);
    feed.live(false);
    await revokeBehindTheBack('ops@console.example');
    expect((await users(token)).statusCode).toBe(401);
  });

  it("this server's own logout needs no notice", async () => {
    feed.live(true);
    const token = await signIn('admin@console.example'); // a new session: the first test ended the earlier ones
    expect((await users(token)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/crm/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await users(token)).statusCode).toBe(401);
  });
});

/** The real feed: PostgreSQL's triggers (migration 0022) and LISTEN, across two connections as across two instances. */
describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL change feed', () => {
  let t: TestApp;
  let admin: pg.Client;
  const listening = async () =>
    Number(
      (
        await admin.query<{ n: string }>(
          "select count(*) as n from pg_stat_activity where datname = current_database() and query ilike 'LISTEN console_access_changed'",
        )
      ).rows[0]?.n,
    );
  /** Lets the notices of what the test itself just wrote (a session made by tokenFor) reach the app first. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 300));
  const users = async (token: string) =>
    (await t.app.inject({ url: '/api/crm/users/1', headers: bearer(token) })).statusCode;
  const staffId = async (email: string) =>
    (await t.database.handle.db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;
  /** A write with triggers off (replica mode): no notice is sent, as if it were lost. */
  const unnoticed = async (text: string, values: unknown[]) => {
    await admin.query("set session_replication_role = 'replica'");
    await admin.query(text, values);
    await admin.query("set session_replication_role = 'origin'");
  };

  beforeAll(async () => {
    t = await createTestApp({ ACCESS_CACHE_MS: '60000' }); // only a notice can drop a kept answer within the test
    admin = new pg.Client({ connectionString: t.database.location.databaseUrl });
    await admin.connect();
    await vi.waitFor(async () => expect(await listening()).toBe(1), { timeout: 5000, interval: 50 });
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  it('a user disabled by another instance is refused once the notice arrives; a change without one is not seen', async () => {
    const token = await t.tokenFor('admin@console.example');
    await settled();
    expect(await users(token)).toBe(200);
    const id = await staffId('admin@console.example');
    await unnoticed('update sessions set revoked_at = $1 where staff_id = $2', [Date.now(), id]);
    expect(await users(token)).toBe(200); // the kept answer stands: the hook did not read again
    await admin.query('update staff set disabled = 1 where id = $1', [id]);
    await expect.poll(() => users(token), { timeout: 5000 }).toBe(401);
  });

  it('a feed the database cuts is reopened: what was kept is dropped, and notices drop answers again', async () => {
    const token = await t.tokenFor('ops@console.example');
    const id = await staffId('ops@console.example');
    await settled();
    expect(await users(token)).toBe(200);
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN console_access_changed'",
    );
    await expect.poll(listening, { timeout: 5000 }).toBe(1); // reopened a second later
    await settled();
    await unnoticed('update staff set disabled = 1 where id = $1', [id]);
    expect(await users(token)).toBe(401); // read again: the answer kept before the cut went with it
    await admin.query('update staff set disabled = 0 where id = $1', [id]);
    // The refusal was kept too (60 s); only the reopened feed's notice can drop it.
    await expect.poll(() => users(token), { timeout: 5000 }).toBe(200);
  });
});
