import { sql, type SelectQueryBuilder } from 'kysely';

/** A page of rows and the total of the list it is from. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * Page `page` (0-based) of `size` rows of `base`, newest first by `at` with `tieBreak` (the id) breaking ties, and the count of
 * every row `base` matches (for the paging of the small per-merchant and per-consumer lists, where an OFFSET is short).
 */
export async function newestFirstPage<DB, TB extends keyof DB, R>(
  base: SelectQueryBuilder<DB, TB, object>,
  select: (q: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, R>,
  at: string,
  page: number,
  size: number,
  tieBreak = 'id',
): Promise<Page<R>> {
  const [rows, count] = await Promise.all([
    select(base)
      .orderBy(sql.ref(at), 'desc')
      .orderBy(sql.ref(tieBreak), 'desc')
      .limit(size)
      .offset(page * size)
      .$castTo<R>()
      .execute(),
    base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$castTo<{ n: number | string | bigint }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
