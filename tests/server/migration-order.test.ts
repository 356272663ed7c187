import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.js';
import { migrationProvider } from '../../server/db/migrations/index.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

let d: TestDatabase;
beforeAll(async () => {
  d = await createTestDatabase();
});
afterAll(() => d.close());

it('a database migrated before a lower-numbered migration landed runs that migration on the next start', async () => {
  const all = await migrationProvider.getMigrations();
  const names = Object.keys(all).sort();
  const late = names[names.length - 2]!; // lands after the last one has run
  const without = Object.fromEntries(Object.entries(all).filter(([name]) => name !== late));
  const early = new Migrator({ db: d.handle.db, provider: { getMigrations: async () => without } });
  expect((await early.migrateToLatest()).error).toBeUndefined();
  expect(await migrateToLatest(d.handle.db)).toEqual([late]);
});
