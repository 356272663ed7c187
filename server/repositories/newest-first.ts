import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/database.js';
import { snapshotOf } from '../db/paging.js';

/** A page of rows and the total of the list it is from; the snapshot key it was read under, when it had one. */
export interface Page<T> {
  rows: T[];
  total: number;
  snapshot?: number;
}

/** How many rows `query` matches (COUNT(*)), as a number on SQLite and PostgreSQL alike. */
export async function countOf<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const { n } = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$castTo<{ n: number | string | bigint }>()
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * The snapshot key a newest-first list is read under (contract/keyset.ts; db/paging.ts snapshotOf): the key the
 * caller sent back, else `table`'s largest id now. The list then keeps to ids up to it, so rows added since do not
 * shift a page asked for by its number.
 */
export interface PageSnapshot {
  db: Kysely<Database>;
  table: keyof Database;
  given?: number;
}

/**
 * Page `page` (0-based) of `size` rows of `base`, newest first by `at` with `tieBreak` (the id) breaking ties, and the count of
 * every row `base` matches (for the paging of the small per-merchant and per-consumer lists, where an OFFSET is short);
 * with `snapshot`, only rows whose `tieBreak` is up to the snapshot key, which the page then names.
 */
export async function newestFirstPage<DB, TB extends keyof DB, R>(
  base: SelectQueryBuilder<DB, TB, object>,
  select: (q: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, R>,
  at: string,
  page: number,
  size: number,
  tieBreak = 'id',
  snapshot?: PageSnapshot,
): Promise<Page<R>> {
  const key = snapshot ? await snapshotOf(snapshot.db, snapshot.table, snapshot.given) : undefined;
  const bounded = key === undefined ? base : base.where(sql.ref(tieBreak) as never, '<=', key as never);
  const [rows, total] = await Promise.all([
    select(bounded)
      .orderBy(sql.ref(at), 'desc')
      .orderBy(sql.ref(tieBreak), 'desc')
      .limit(size)
      .offset(page * size)
      .$castTo<R>()
      .execute(),
    countOf(bounded),
  ]);
  return { rows, total, ...(key === undefined ? {} : { snapshot: key }) };
}

/** A page asked for by its number (from 0) and size, under the snapshot key sent back (contract/keyset.ts), if any. */
export interface PageQuery {
  page: number;
  size: number;
  snapshot?: number;
}

/** A list's ORDER BY: each column with its direction, the tie-breaking id last. */
export type PageOrder = readonly (readonly [column: string, direction: 'asc' | 'desc'])[];

/**
 * Rows [offset, offset + limit) of `base` in `order`, read under a snapshot key (db/paging.ts snapshotOf: the one
 * sent back, else `table`'s largest id now; `column` is the list's id, kept up to the key), and the count of every
 * row `base` matches under it: rows added since do not shift a page asked for by its number. The page, then the
 * count.
 */
export async function snapshotPage<DB, TB extends keyof DB, R>(
  snapshot: PageSnapshot & { column: string },
  base: SelectQueryBuilder<DB, TB, object>,
  select: (q: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, R>,
  order: PageOrder,
  window: { offset: number; limit: number },
): Promise<{ rows: R[]; total: number; snapshot: number }> {
  const key = await snapshotOf(snapshot.db, snapshot.table, snapshot.given);
  const bounded = base.where(sql.ref(snapshot.column) as never, '<=', key as never);
  let query = select(bounded);
  for (const [column, direction] of order) query = query.orderBy(sql.ref(column), direction);
  const rows = await query.limit(window.limit).offset(window.offset).$castTo<R>().execute();
  const total = await countOf(bounded);
  return { rows, total, snapshot: key };
}
