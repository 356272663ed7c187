/**
 * Values kept for `ttlMs` under a string key, all dropped at once by `clear()`: what the read cache (answers) and the
 * access cache (sessions and grants) share. A value read while a `clear()` ran is never kept: the caller takes
 * `generation` before reading and passes it to `keep`, which refuses it when anything was dropped in between. The
 * store is bounded by `maxSize` (in the units `sizeOf` counts); going over drops everything. Losing a value costs one
 * read; nothing here matters once the process ends (DESIGN.md §1).
 */
export class ExpiringCache<V> {
  readonly #entries = new Map<string, { value: V; at: number; size: number }>();
  #size = 0;
  #generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Where the cache stands now: pass it to `keep` with the value read after this call. */
  get generation(): number {
    return this.#generation;
  }

  find(key: string): V | undefined {
    if (!this.enabled) return undefined;
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.at < this.ttlMs) return hit.value;
    this.#remove(key);
    return undefined;
  }

  /** Keeps a value read since `generation`, unless something was dropped in the meantime. */
  keep(key: string, generation: number, value: V): void {
    if (!this.enabled || generation !== this.#generation) return;
    this.#remove(key);
    const size = this.sizeOf(value);
    if (this.#size + size > this.maxSize) this.clear();
    this.#entries.set(key, { value, at: this.now(), size });
    this.#size += size;
  }

  /** The kept value, or `load()`'s, kept when it is not undefined and nothing was dropped while it ran. */
  async through(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.find(key);
    if (hit !== undefined) return hit;
    const generation = this.#generation;
    const value = await load();
    if (value !== undefined) this.keep(key, generation, value);
    return value;
  }

  /** Drops every value. */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#size = 0;
  }

  /** The WriteInvalidationPlugin's listener: a write to any table drops everything (writes are rare beside reads). */
  invalidate(): void {
    this.clear();
  }

  #remove(key: string): void {
    const old = this.#entries.get(key);
    if (!old) return;
    this.#entries.delete(key);
    this.#size -= old.size;
  }
}
