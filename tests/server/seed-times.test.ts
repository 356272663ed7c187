import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.js';
import { seedIfEmpty } from '../../server/db/seed/index.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const NOW = Date.UTC(2026, 10, 1, 9, 30);
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.handle.db);
  await seedIfEmpty(database.handle.db, { now: NOW });
});
afterAll(() => database.close());

/**
 * Whatever the seed records as having happened (created, updated, approved, decided … at) happened before the
 * seeding moment. Times that are plans (an alert's or offer's expiry, an offer's start) may lie ahead.
 */
it('no seeded *_at time is after the seeding moment', async () => {
  const db = database.handle.db;
  const tables = await db.introspection.getTables();
  const late: string[] = [];
  let checked = 0;
  for (const table of tables) {
    for (const column of table.columns.filter((c) => c.name.endsWith('_at'))) {
      const { rows } = await sql<{
        n: number | string;
      }>`select count(*) as n from ${sql.table(table.name)} where ${sql.ref(column.name)} > ${NOW}`.execute(db);
      checked++;
      if (Number(rows[0]!.n) > 0) late.push(`${table.name}.${column.name}: ${rows[0]!.n} rows`);
    }
  }
  expect(checked).toBeGreaterThan(10);
  expect(late).toEqual([]);
});
