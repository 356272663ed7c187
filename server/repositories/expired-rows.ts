import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../db/connect.js';
import type { Database } from '../db/database.js';

/** The tables housekeeping prunes (server/housekeeping/prune.ts), each with the rule saying which rows are done. */
export type PrunedTable =
  'sessions' | 'otp_challenges' | 'otp_outbox' | 'auth_rate_events' | 'idempotency_keys' | 'sso_logins';

/** The key of the lock that lets one PostgreSQL instance prune at a time. */
const PRUNE_LOCK = sql`hashtext('backoffice-console:prune')`;

/**
 * Deletes at most `limit` rows of `table` matching `expired`, in one short statement, and says how many went. The
 * rows are picked by their physical address (ctid on PostgreSQL, a TID scan; rowid on SQLite), so a table without
 * a single-column key (idempotency_keys) is pruned the same way.
 *
 * On PostgreSQL the statement runs in its own transaction that first takes a transaction-level advisory lock without
 * waiting; null when another instance holds it (it is pruning: this one stops). A transaction-level lock ends with
 * its transaction, so no lock outlives a crash or is left behind on a pooled connection (PgBouncer).
 */
export async function deleteExpiredBatch(
  db: Kysely<Database>,
  dialect: Dialect,
  table: PrunedTable,
  expired: RawBuilder<SqlBool>,
  limit: number,
): Promise<number | null> {
  if (dialect === 'sqlite') {
    const result = await sql`delete from ${sql.table(table)} where rowid in
      (select rowid from ${sql.table(table)} where ${expired} limit ${limit})`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  }
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{ held: boolean }>`select pg_try_advisory_xact_lock(${PRUNE_LOCK}) as held`.execute(trx);
    if (!lock.rows[0]?.held) return null;
    const result = await sql`delete from ${sql.table(table)} where ctid = any(array(
      select ctid from ${sql.table(table)} where ${expired} limit ${limit}))`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}
