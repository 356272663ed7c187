import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/**
 * Hot queries skip Kysely's build-and-compile step (most of a small query's cost): the first call builds the query
 * with its real values, checks that its parameters are exactly `params` in order, and keeps the SQL; later calls with
 * the same key run that SQL with new parameters (a prepared statement on SQLite, see connect.ts).
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
      this.#sql.set(key, sql);
    }
    const result = await db.executeQuery<R>(CompiledQuery.raw(sql, [...params]));
    return result.rows;
  }
}
