import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/connect.js';
import { registerNamedStatement } from '../../server/db/named-statements.js';
import { loadConfig } from '../../server/config.js';
import { createTestDatabase } from './helpers/test-database.js';
import { TEST_JWT_SECRET } from './helpers/test-app.js';

/**
 * Issue 39 item 5: behind PgBouncer in transaction mode a named prepared statement made on one server connection is
 * missing (or already exists) on the next, and LISTEN notices are dropped. DATABASE_PREPARED=0 runs every query
 * unnamed; DATABASE_LISTEN_URL gives LISTEN a direct connection. PostgreSQL only.
 */
const HOT = 'select 41 + 1 as answer';

describe('settings for a transaction pooler', () => {
  it('DATABASE_PREPARED and DATABASE_LISTEN_URL are read; anything but 1/0/true/false is refused', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' };
    expect(loadConfig(base)).toMatchObject({ namedStatements: true, databaseListenUrl: undefined });
    expect(
      loadConfig({ ...base, DATABASE_PREPARED: '0', DATABASE_LISTEN_URL: 'postgres://direct:5432/console' }),
    ).toMatchObject({ namedStatements: false, databaseListenUrl: 'postgres://direct:5432/console' });
    expect(() => loadConfig({ ...base, DATABASE_PREPARED: 'no' })).toThrow(/DATABASE_PREPARED must be 1 or 0/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL behind a transaction pooler', () => {
  it('with named statements off, a hot query leaves no prepared statement on the server connection', async () => {
    registerNamedStatement(HOT);
    const database = await createTestDatabase();
    const url = database.location.databaseUrl!;
    const prepared = async (namedStatements: boolean) => {
      const handle = openPostgres(url, 1, () => undefined, { namedStatements });
      try {
        await sql.raw(HOT).execute(handle.db);
        const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(handle.db);
        return rows.map((r) => r.name);
      } finally {
        await handle.close();
      }
    };
    try {
      expect((await prepared(true)).some((n) => n.startsWith('hot_'))).toBe(true);
      expect(await prepared(false)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
