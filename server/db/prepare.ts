import { sql } from 'kysely';
import type { DatabaseHandle } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { seedIfEmpty } from './seed/index.js';

/**
 * Migrations, then the first seed, by one instance at a time (issue 39 item 1). On PostgreSQL the whole step holds a
 * session advisory lock on one connection, so instances started together wait for the first one and then find
 * nothing left to do (Kysely's migrator locks only the migrations; two seeds at once collided on `permissions_pkey`).
 * SQLite has one file and serial writers: nothing to hold.
 */
export async function prepareDatabase(handle: DatabaseHandle): Promise<{ applied: string[]; seeded: boolean }> {
  if (handle.dialect !== 'postgres')
    return { applied: await migrateToLatest(handle.db), seeded: await seedIfEmpty(handle.db) };
  return handle.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext('backoffice-console:prepare'))`.execute(conn);
    try {
      return { applied: await migrateToLatest(conn), seeded: await seedIfEmpty(conn) };
    } finally {
      await sql`select pg_advisory_unlock(hashtext('backoffice-console:prepare'))`.execute(conn);
    }
  });
}
