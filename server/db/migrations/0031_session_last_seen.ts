import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * Frozen: a session's last activity (issue 42 item 5), epoch ms, written at most every 30 s per session; null for a
 * session opened before this migration (its `created_at` counts). On PostgreSQL the sessions trigger of 0022 is
 * narrowed so that writing `last_seen_at` alone notifies no instance: the auth answers they keep hold an older
 * `last_seen_at` for at most ACCESS_CACHE_MS, which can only make a session look idle sooner, and the auth hook reads
 * the row again before it refuses one as idle.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'bigint').execute();
  if (!isPostgres(db)) return;
  await sql`drop trigger sessions_access_changed on sessions`.execute(db);
  await sql`create trigger sessions_access_changed
    after insert or update of id, staff_id, created_at, expires_at, revoked_at or delete or truncate on sessions
    for each statement execute function console_notify_access_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger sessions_access_changed on sessions`.execute(db);
    await sql`create trigger sessions_access_changed
      after insert or update or delete or truncate on sessions
      for each statement execute function console_notify_access_changed()`.execute(db);
  }
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
}
