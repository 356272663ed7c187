import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../../server/db/connect.js';

/**
 * A database of its own for one test: a fresh SQLite file, or, when TEST_DATABASE_URL points at a PostgreSQL
 * server, a freshly created database there (dropped on close). Same migrations and code either way.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** The SQLite file or the PostgreSQL URL, for tests that start a second process on it. */
  location: { sqliteFile?: string; databaseUrl?: string };
  close(): Promise<void>;
}

let counter = 0;

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'console-test-'));
    const sqliteFile = join(dir, 'test.sqlite');
    const handle = openSqlite(sqliteFile);
    return {
      handle,
      location: { sqliteFile },
      close: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `console_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 25);
  return {
    handle,
    location: { databaseUrl: url.toString() },
    close: async () => {
      // pg's pool.end() resolves once it has asked its clients to end, not once their sessions are gone; dropping with
      // force at once terminates those still closing (57P01 on a client the pool no longer owns). Wait for them first.
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await dropper.query<{ n: string }>(
          'select count(*) as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (Number(rows[0]?.n) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
