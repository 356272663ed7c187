/**
 * Totals for paged lists without a full count on every request: a count is kept a few seconds per table and filter
 * and dropped as soon as this process writes to the table. Losing it costs one count; it holds nothing that matters.
 */
export class CountCache {
  readonly #entries = new Map<string, { n: number; at: number }>();
  constructor(private readonly ttlMs = 3000) {}

  async get(table: string, filterKey: string, count: () => Promise<number>): Promise<number> {
    const key = `${table}\u0000${filterKey}`;
    const hit = this.#entries.get(key);
    const now = Date.now();
    if (hit && now - hit.at < this.ttlMs) return hit.n;
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

/** The total for a page: no count at all when the first page is not full. */
export async function pageTotal(opts: {
  offset: number;
  limit: number;
  rows: number;
  count: () => Promise<number>;
}): Promise<number> {
  if (opts.offset === 0 && opts.rows < opts.limit) return opts.rows;
  return opts.count();
}
