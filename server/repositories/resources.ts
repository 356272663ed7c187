import type { Kysely } from 'kysely';
import type { CountCache } from '../db/count-cache.js';
import type { Database } from '../db/database.js';

type Json = Record<string, unknown>;
/** Tables by name, as the generic repository sees them: columns by name (the schema says which exist). */
type AnyTables = Record<string, Record<string, unknown>>;

export interface ListFilter {
  column: string;
  value: unknown;
  /** `like`: contains, for free text; `eq`: equal. */
  match: 'eq' | 'like';
}

export interface ListRequest {
  filters: readonly ListFilter[];
  sortColumn: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** Rows of one table through Kysely, for any resource schema (the route factory maps wire names to columns). */
export function resourceRepository(database: Kysely<Database>, counts: CountCache, table: string) {
  const db = database as unknown as Kysely<AnyTables>;
  return {
    async list(q: ListRequest): Promise<{ rows: Json[]; total: number }> {
      let base = db.selectFrom(table);
      for (const f of q.filters) {
        base =
          f.match === 'like'
            ? base.where((eb) => eb(eb.fn('lower', [eb.ref(f.column)]), 'like', `%${String(f.value).toLowerCase()}%`))
            : base.where(f.column, '=', f.value);
      }
      const rows = await base
        .selectAll()
        .orderBy(q.sortColumn, q.order)
        .orderBy('id', q.order)
        .limit(q.limit)
        .offset(q.offset)
        .execute();
      const key = JSON.stringify(q.filters);
      const total = await counts.get(table, key, async () => {
        const r = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        return Number(r.n);
      });
      return { rows, total };
    },

    find(id: number, trx: Kysely<Database> = database): Promise<Json | undefined> {
      return (trx as unknown as Kysely<AnyTables>)
        .selectFrom(table)
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insert(trx: Kysely<Database>, values: Json): Promise<Json> {
      return (trx as unknown as Kysely<AnyTables>)
        .insertInto(table)
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** One conditional UPDATE on the version the editor read: false when the row is missing or stale (DESIGN.md §5). */
    async update(trx: Kysely<Database>, id: number, version: number, values: Json): Promise<boolean> {
      const result = await (trx as unknown as Kysely<AnyTables>)
        .updateTable(table)
        .set({ ...values, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(trx: Kysely<Database>, id: number): Promise<boolean> {
      const result = await (trx as unknown as Kysely<AnyTables>)
        .deleteFrom(table)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type ResourceRepository = ReturnType<typeof resourceRepository>;
