import { sql, type Kysely } from 'kysely';
import { ensureCatalogue } from './catalogue.js';
import type { DatabaseHandle } from './connect.js';
import type { Database } from './database.js';
import { migrateToLatest } from './migrate.js';
import { moveDocumentsToStore } from '../documents/move.js';
import type { DocumentStore } from '../documents/store.js';
import { seedIfEmpty } from './seed/index.js';

/** What a start on a database without staff says, one line (production's first start: no demo accounts there). */
export const NO_STAFF_LINE =
  'No staff member can sign in yet: create the first administrator with npm run create-admin -- --email you@company.example --name "Your Name" (same DATABASE_URL), then sign in with that e-mail.';

/** What preparing a database did. */
export interface Prepared {
  applied: string[];
  /** Demo data was written (an empty database, outside production). */
  seeded: boolean;
  /** No staff member exists: nobody can sign in until `npm run create-admin` (production's first start). */
  noStaff: boolean;
  /** Document rows whose bytes were moved from the database into the document store (migration 0032). */
  documentsMoved: number;
}

/**
 * Migrations, the permission catalogue and super-admin role (db/catalogue.ts), then, when `demo` (development; never
 * with NODE_ENV=production, issue 42 item 1), the demo data on an empty database; by one instance at a time (issue 39
 * item 1). On PostgreSQL the whole step holds a session advisory lock on one connection, so instances started
 * together (and `npm run migrate` or `create-admin` beside them) wait for the first one and then find nothing left
 * to do (Kysely's migrator locks only the migrations; two seeds at once collided on `permissions_pkey`). With
 * `documents`, document bytes still in the database are moved into that store (documents/move.ts). SQLite has
 * one file and serial writers: nothing to hold. `then` runs under the same lock (create-admin's insert).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  {
    demo,
    documents,
    then,
  }: { demo: boolean; documents?: DocumentStore; then?: (db: Kysely<Database>) => Promise<void> },
): Promise<Prepared> {
  const steps = async (db: Kysely<Database>): Promise<Prepared> => {
    const applied = await migrateToLatest(db);
    await ensureCatalogue(db);
    const seeded = demo ? await seedIfEmpty(db) : false;
    // Documents still in the database (written before migration 0032, or by the seed) go to the store.
    const documentsMoved = documents ? await moveDocumentsToStore(db, documents) : 0;
    await then?.(db);
    const anyone = await db.selectFrom('staff').select('id').limit(1).executeTakeFirst();
    return { applied, seeded, noStaff: anyone === undefined, documentsMoved };
  };
  if (handle.dialect !== 'postgres') return steps(handle.db);
  return handle.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext('backoffice-console:prepare'))`.execute(conn);
    try {
      return await steps(conn);
    } finally {
      await sql`select pg_advisory_unlock(hashtext('backoffice-console:prepare'))`.execute(conn);
    }
  });
}
