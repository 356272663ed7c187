import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_foundation.js';

/** Every migration, in order. Append only: a landed migration is never edited. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
