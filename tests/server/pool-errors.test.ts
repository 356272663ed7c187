import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/connect.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, refusalOf } from '../../server/plugins/error-handler.js';
import { createTestDatabase } from './helpers/test-database.js';

/**
 * A PostgreSQL restart or an administrator ending our connections (`57P01`) must not end the process: the pool's
 * 'error' event has a listener that logs it, and the next query gets a fresh connection. PostgreSQL only.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL pool errors', () => {
  it('an idle connection ended by the server is reported, not thrown, and the pool carries on', async () => {
    const database = await createTestDatabase();
    const url = database.location.databaseUrl!;
    const seen: string[] = [];
    const handle = openPostgres(url, 2, (error) => seen.push(String(error.code)));
    try {
      await sql`select 1`.execute(handle.db);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [new URL(url).pathname.slice(1)],
      );
      await admin.end();
      await expect.poll(() => seen.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(seen).toContain('57P01');
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await handle.close();
      await database.close();
    }
  });

  it('connections ended while queries run on them fail those queries, never the process (5 trials)', async () => {
    const database = await createTestDatabase();
    const url = database.location.databaseUrl!;
    const handle = openPostgres(url, 4, () => undefined);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      for (let trial = 0; trial < 5; trial++) {
        const running = Array.from({ length: 4 }, () => sql`select pg_sleep(5)`.execute(handle.db));
        const outcomes = Promise.allSettled(running);
        const dbName = new URL(url).pathname.slice(1);
        const sleeping = async () => {
          const { rows } = await admin.query<{ n: number }>(
            "select count(*) as n from pg_stat_activity where datname = $1 and query like '%pg_sleep%' and state = 'active'",
            [dbName],
          );
          return Number(rows[0]!.n);
        };
        await expect.poll(sleeping, { timeout: 5000 }).toBe(4);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [new URL(url).pathname.slice(1)],
        );
        const settled = await outcomes;
        expect(settled.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
        // Each request holding one of them is answered 503, not 500: the database went away, not the request.
        for (const o of settled) expect(refusalOf((o as PromiseRejectedResult).reason).status).toBe(503);
        // A query may still meet a connection whose end is not yet seen; within a moment the pool has fresh ones.
        const answers = async () => (await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows[0]?.one;
        await expect.poll(() => answers().catch(() => 0), { timeout: 5000 }).toBe(1);
      }
    } finally {
      await admin.end();
      await handle.close();
      await database.close();
    }
  }, 60_000);
});

describe('a lost database is a 503', () => {
  it("PostgreSQL shutdown and connection codes, socket errors and pg's words for an ended connection", () => {
    const lost = [
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: '57P03', message: 'the database system is starting up' },
      { code: '08006', message: 'connection failure' },
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ];
    for (const error of lost) {
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(refusalOf(error)).toEqual({ status: 503, message: DATABASE_UNAVAILABLE });
    }
    for (const error of [new Error('boom'), { code: '42P01', message: 'relation does not exist' }, null])
      expect(refusalOf(error).status).toBe(500);
  });
});
