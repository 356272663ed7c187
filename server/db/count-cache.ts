/**
 * Totals for paged lists without a full count on every request: a count is kept a few seconds per table and filter
 * and dropped as soon as this process writes to the table. Losing it costs one count; it holds nothing that matters.
 */
export class CountCache {
  readonly #entries = new Map<string, { n: unknown; at: number }>();
  constructor(private readonly ttlMs = 3000) {}

  /** A count (or counts, e.g. per status) of `table` under a filter: cached, or `count()` when not. */
  async get<T = number>(table: string, filterKey: string, count: () => Promise<T>): Promise<T> {
    const key = `${table}\u0000${filterKey}`;
    const hit = this.#entries.get(key);
    const now = Date.now();
    if (hit && now - hit.at < this.ttlMs) return hit.n as T;
    const n = await count();
    if (this.#entries.size > 1000) this.#entries.clear();
    this.#entries.set(key, { n, at: now });
    return n;
  }

  invalidate(table: string): void {
    const prefix = `${table}\u0000`;
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
  }
}
