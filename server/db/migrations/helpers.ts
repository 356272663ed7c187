import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/** Migrations are written once for both dialects; these are the only places the two differ. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key: identity on PostgreSQL, rowid alias on SQLite. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return table.addColumn('id', 'integer', (col) =>
    isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
  );
}

/** Money and rates: exact decimals on PostgreSQL (parsed to numbers), numeric affinity on SQLite. */
export const DECIMAL = 'numeric(14, 2)' as const;

/** An index named `name` on `table`'s `columns`, in that order; a unique one when `unique`. */
export async function addIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: readonly string[],
  unique = false,
): Promise<void> {
  const index = db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns]);
  await (unique ? index.unique() : index).execute();
}
