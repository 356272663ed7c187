/**
 * The hot queries' SQL (PreparedQueries registers each one the first time it compiles it): on PostgreSQL they run as
 * named prepared statements, parsed and planned once per connection instead of on every request (the session read
 * every request makes costs a quarter as much that way). SQLite prepares every statement already (connect.ts).
 */
const names = new Map<string, string>();

/** At most this many names: past it, a new SQL text is run unnamed (each connection keeps every statement it named). */
const MAX_NAMES = 2000;

export function registerNamedStatement(sql: string): void {
  if (!names.has(sql) && names.size < MAX_NAMES) names.set(sql, `hot_${names.size + 1}`);
}

/** The statement name for this SQL text, if it is a registered hot query. */
export const namedStatementFor = (sql: string): string | undefined => names.get(sql);
