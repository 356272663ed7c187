import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/connect.js';
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
});
