import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { integrityOf } from '../db/integrity.js';

/** Does the database answer a trivial query? */
export async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** SQLite: the problems the last integrity check found (an error checking counts as one); re-checked after maxAgeMs. */
export function checkIntegrity(db: Kysely<Database>, sqliteFile: string, maxAgeMs: number): Promise<readonly string[]> {
  return integrityOf(db, sqliteFile, maxAgeMs).catch((e: unknown) => [String(e)]);
}
