import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * Frozen: on PostgreSQL, any change to the rows the auth hook reads (sessions, staff, their roles, the roles' grants)
 * notifies `console_access_changed` when it commits, so every instance drops the session answers it keeps
 * (db/access-cache.ts, db/change-feed.ts). Statement-level: one notice per statement, however many rows. Rows removed
 * by a cascade (a role deleted) fire their own table's trigger. SQLite has no such notices and keeps nothing.
 */
const TABLES = ['sessions', 'staff', 'staff_roles', 'role_permissions'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function console_notify_access_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('console_access_changed', '');
      return null;
    end $$`.execute(db);
  for (const table of TABLES)
    await sql`create trigger ${sql.id(`${table}_access_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function console_notify_access_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of TABLES)
    await sql`drop trigger ${sql.id(`${table}_access_changed`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function console_notify_access_changed()`.execute(db);
}
