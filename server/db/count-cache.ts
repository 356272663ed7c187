/**
 * Totals for paged lists without a full count on every request: a count is kept a few seconds per table and filter
 * and dropped as soon as this process writes to the table, or, on PostgreSQL, as soon as any instance does (the
 * notices of migration 0028, db/change-feed.ts; while they do not flow, nothing is kept). Losing it costs one count.
 * Callers that miss together wait for the one count under way (50 connections would otherwise run 50 at once).
 */
export class CountCache {
  readonly #entries = new Map<string, { n: unknown; at: number }>();
  readonly #running = new Map<string, Promise<unknown>>();
  #generation = 0;
  /** Whether counts may be kept: always with one writer (SQLite), only while notices flow with several. */
  #live = true;
  constructor(private readonly ttlMs = 3000) {}

  /** Several instances share the database: keep nothing until `live(true)` says their writes are heard. */
  shared(): void {
    this.live(false);
  }

  /** Whether other instances' writes are heard; a change either way drops everything kept. */
  live(on: boolean): void {
    this.#live = on;
    this.#generation++;
    this.#entries.clear();
    this.#running.clear();
  }

  /** A count (or counts, e.g. per status) of `table` under a filter: cached, or `count()` when not. */
  async get<T = number>(table: string, filterKey: string, count: () => Promise<T>): Promise<T> {
    const key = `${table}\u0000${filterKey}`;
    const hit = this.#entries.get(key);
    if (hit && this.#live && Date.now() - hit.at < this.ttlMs) return hit.n as T;
    const running = this.#running.get(key);
    if (running) return running as Promise<T>;
    const generation = this.#generation;
    const at = Date.now();
    const query = count().finally(() => this.#running.delete(key));
    this.#running.set(key, query);
    const n = await query;
    // A write while it ran may have changed the total: answer this caller, but don't keep it for the next.
    if (generation === this.#generation && this.#live) {
      if (this.#entries.size > 1000) this.#entries.clear();
      this.#entries.set(key, { n, at });
    }
    return n;
  }

  invalidate(table: string): void {
    const prefix = `${table}\u0000`;
    this.#generation++;
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
    for (const key of this.#running.keys()) if (key.startsWith(prefix)) this.#running.delete(key);
  }
}
