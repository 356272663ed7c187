import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * Frozen: queues that update themselves (issue 39 item 7).
 *
 * `live_viewers`: who has which queue item open ("Being reviewed by …"), one row per staff member and item, kept
 * while the console says so every 20 s and read only while `expires_at` (epoch ms) is ahead. A row in the database,
 * not in a process, so every instance sees it.
 *
 * On PostgreSQL, the tables behind the live queues that migration 0028 does not cover notify the same
 * `console_table_changed` channel with their name (statement level, like 0028): the maker-checker requests (approvals
 * inbox, KYC cases in approval), the upload jobs behind config requests (approvals inbox) and the KYC cases. The count
 * cache hears them too, which only drops totals it may keep for them. A viewer appearing or going away notifies
 * `live_viewers:<kind>` (row level, and not on the heartbeat's update of `expires_at`, so a desk of open items does
 * not make every console read its queues again every 20 s). SQLite has one process writing; nothing to notify.
 */
const TABLES = ['approval_requests', 'upload_jobs', 'kyc_cases'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_viewers')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_viewers_pk', ['kind', 'item_id', 'staff_id'])
    .execute();
  await db.schema.createIndex('live_viewers_expires').on('live_viewers').column('expires_at').execute();
  if (!isPostgres(db)) return;
  for (const table of TABLES)
    await sql`create trigger ${sql.id(`${table}_table_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function console_notify_table_changed()`.execute(db);
  await sql`create function console_notify_viewers_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform pg_notify('console_table_changed', 'live_viewers:' || old.kind);
      else
        perform pg_notify('console_table_changed', 'live_viewers:' || new.kind);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger live_viewers_changed after insert or delete on live_viewers
    for each row execute function console_notify_viewers_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES)
      await sql`drop trigger ${sql.id(`${table}_table_changed`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger live_viewers_changed on live_viewers`.execute(db);
    await sql`drop function console_notify_viewers_changed()`.execute(db);
  }
  await db.schema.dropTable('live_viewers').execute();
}
