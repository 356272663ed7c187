import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { registerNamedStatement } from './named-statements.js';

/**
 * Hot queries skip Kysely's build-and-compile step (most of a small query's cost): the first call builds the query
 * with its real values, checks that its parameters are exactly `params` in order, and keeps the SQL; later calls with
 * the same key run that SQL with new parameters (a prepared statement on SQLite, see connect.ts; a named one on
 * PostgreSQL, see named-statements.ts).
 */
export class PreparedQueries {
  readonly #sql = new Map<string, string>();

  async run<R>(
    db: Pick<Kysely<unknown>, 'executeQuery'>,
    key: string,
    params: readonly unknown[],
    build: () => Compilable<R>,
  ): Promise<R[]> {
    let sql = this.#sql.get(key);
    if (sql === undefined) {
      const compiled = build().compile();
      const same = compiled.parameters.length === params.length && compiled.parameters.every((p, i) => p === params[i]);
      if (!same) throw new Error(`Prepared query "${key}": its parameters are not the ones given, in order`);
      sql = compiled.sql;
      registerNamedStatement(sql);
      this.#sql.set(key, sql);
    }
    const result = await db.executeQuery<R>(CompiledQuery.raw(sql, [...params]));
    return result.rows;
  }
}

/**
 * A hot query built by Kysely as usual, its SQL run as a named prepared statement on PostgreSQL (parsed and planned
 * once per connection and shape of filter); for lists whose filters vary too much to keep their parameters by hand.
 */
export async function executeHot<R>(db: Pick<Kysely<unknown>, 'executeQuery'>, query: Compilable<R>): Promise<R[]> {
  const compiled = query.compile();
  registerNamedStatement(compiled.sql);
  return (await db.executeQuery<R>(compiled)).rows;
}
