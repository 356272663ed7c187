import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/** What the database answers an UPDATE, DELETE or TRUNCATE of the audit trail. */
export const AUDIT_APPEND_ONLY_MESSAGE = 'audit_log is append-only: rows are never changed or deleted';

/**
 * Frozen: housekeeping (issue 42 item 6).
 *
 * The audit trail is append-only in the database itself (DESIGN.md §5), so no code path can rewrite history: on
 * PostgreSQL a BEFORE UPDATE OR DELETE OR TRUNCATE trigger (statement level: it refuses the statement even when it
 * would touch no row) raises an exception; on SQLite BEFORE UPDATE and BEFORE DELETE triggers RAISE(ABORT). The
 * application usually connects as the table's owner, whom a REVOKE would not bind, so the trigger is the control; an
 * operator can also run the application as a role that does not own the table and
 * `REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM <that role>` (README, Housekeeping), which also keeps that role
 * from dropping or disabling the trigger.
 *
 * Indexes for the scheduled prune (server/housekeeping/prune.ts): idempotency keys and sign-in rate events by age, so
 * each batch reads the expired rows rather than the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
  await db.schema.createIndex('auth_rate_events_created_idx').on('auth_rate_events').column('created_at').execute();
  if (isPostgres(db)) {
    await sql`create function console_audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception '${sql.raw(AUDIT_APPEND_ONLY_MESSAGE)} (% refused)', tg_op
          using errcode = 'insufficient_privilege';
      end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete or truncate on audit_log
      for each statement execute function console_audit_log_append_only()`.execute(db);
    return;
  }
  for (const op of ['update', 'delete'] as const)
    await sql`create trigger ${sql.id(`audit_log_no_${op}`)} before ${sql.raw(op)} on audit_log
      begin select raise(abort, '${sql.raw(`${AUDIT_APPEND_ONLY_MESSAGE} (${op.toUpperCase()} refused)`)}'); end`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger audit_log_append_only on audit_log`.execute(db);
    await sql`drop function console_audit_log_append_only()`.execute(db);
  } else {
    await sql`drop trigger audit_log_no_update`.execute(db);
    await sql`drop trigger audit_log_no_delete`.execute(db);
  }
  await db.schema.dropIndex('auth_rate_events_created_idx').execute();
  await db.schema.dropIndex('idempotency_keys_created_idx').execute();
}
