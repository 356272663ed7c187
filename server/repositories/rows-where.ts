import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/database.js';
import type { PageOrder } from './newest-first.js';

/**
 * Every row of `table` whose `column` is `value`, in `order` (each column with its direction): a merchant's loans or
 * tickets newest first, a complaint's notes oldest first. The small per-owner lists that are read whole.
 */
export function rowsWhere<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  column: string,
  value: string | number,
  order: PageOrder,
): Promise<Selectable<Database[T]>[]> {
  let query = db
    .selectFrom(table as 'merchant_loans')
    .selectAll()
    .where(sql.ref(column) as never, '=', value as never);
  for (const [by, direction] of order) query = query.orderBy(sql.ref(by), direction);
  return query.execute() as Promise<Selectable<Database[T]>[]>;
}

/** `query` narrowed by each given column filter (`column = value`); an empty or absent value does not narrow. */
export function whereEach<Q>(query: Q, filters: Record<string, string | undefined>): Q {
  let q = query;
  for (const [column, value] of Object.entries(filters)) {
    if (value) q = (q as { where(c: unknown, op: '=', v: unknown): Q }).where(sql.ref(column), '=', value);
  }
  return q;
}
