import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Database } from './database.js';
import { migrationProvider } from './migrations/index.js';

/**
 * Areas built side by side each reserve a migration number, so one may land after a higher one has run: each
 * migration touches its own tables only, so an existing database runs the late lower-numbered one too.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
