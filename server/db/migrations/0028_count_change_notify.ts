import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * Frozen: on PostgreSQL, any change to a table whose list totals an instance keeps a few seconds (db/count-cache.ts)
 * notifies `console_table_changed` with the table's name when it commits, so every instance drops its totals for
 * that table at once (issue 39: another instance showed wrong payout totals for ~3 s after an approval elsewhere).
 * Statement-level: one notice per statement; PostgreSQL folds identical notices of one transaction into one.
 * SQLite has one process writing; nothing to do.
 */
const TABLES = [
  'staff',
  'offers',
  'merchant_transactions',
  'payouts',
  'disputes',
  'audit_log',
  'consumer_account_txns',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function console_notify_table_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('console_table_changed', TG_TABLE_NAME);
      return null;
    end $$`.execute(db);
  for (const table of TABLES)
    await sql`create trigger ${sql.id(`${table}_table_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function console_notify_table_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of TABLES)
    await sql`drop trigger ${sql.id(`${table}_table_changed`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function console_notify_table_changed()`.execute(db);
}
