import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';

/** The tables whose totals the database keeps per status (migration 0038). */
export type CountedTable = 'payouts' | 'merchant_transactions';

/**
 * The number of rows of `table` with one of `statuses` (every row when none are given) and `id <= snapshot`, exact and
 * without counting them: the total the triggers of migration 0038 keep, less the rows added since the snapshot (a
 * short range of the primary key). One statement, so both parts see the same committed rows on PostgreSQL too.
 */
export async function keptTotal(
  db: Kysely<Database>,
  table: CountedTable,
  statuses: readonly string[],
  snapshot: number,
): Promise<number> {
  const buckets = statuses.length ? statuses : [''];
  const since = statuses.length ? sql`and status in (${sql.join(statuses)})` : sql``;
  const { rows } = await sql<{ n: number | string | null }>`select
      coalesce((select sum(n) from list_counts where list = ${table} and bucket in (${sql.join(buckets)})), 0)
      - (select count(*) from ${sql.table(table)} where id > ${snapshot} ${since}) as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
