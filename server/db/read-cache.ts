/** A kept answer: its body, encoded once, and the headers the route set with it. */
export interface KeptAnswer {
  body: Buffer;
  headers: Record<string, string | number | string[]>;
}

/**
 * The hot lists' answers, kept briefly per user and URL (plugins/read-cache.ts): 50 staff refreshing the same queue
 * page cost one read, not 50. Any write by this server drops every answer at once (WriteInvalidationPlugin, and the
 * end of every changing request, after its transaction), so this server's own changes show on the next read. Another
 * process writing the same database is seen at most `ttlMs` late. Losing an answer costs one read.
 */
export class ReadCache {
  readonly #entries = new Map<string, KeptAnswer & { at: number }>();
  #bytes = 0;
  /** Bumped by every drop: an answer read while a write ran is not kept (see `keep`). */
  #generation = 0;

  constructor(
    readonly ttlMs = 1000,
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Where the cache stands now: pass it to `keep` with the answer read after this call. */
  get generation(): number {
    return this.#generation;
  }

  find(key: string): KeptAnswer | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.at < this.ttlMs) return hit;
    this.#remove(key, hit);
    return undefined;
  }

  /** Keeps an answer read since `generation`, unless something was written in the meantime. */
  keep(key: string, generation: number, answer: KeptAnswer): void {
    if (!this.enabled || generation !== this.#generation) return;
    const old = this.#entries.get(key);
    if (old) this.#remove(key, old);
    if (this.#bytes + answer.body.length > this.maxBytes) this.clear();
    this.#entries.set(key, { ...answer, at: this.now() });
    this.#bytes += answer.body.length;
  }

  /** Drops every answer (any table may feed any list; writes are rare beside reads). */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** The WriteInvalidationPlugin's listener: a write to any table drops everything. */
  invalidate(): void {
    this.clear();
  }

  #remove(key: string, entry: KeptAnswer): void {
    this.#entries.delete(key);
    this.#bytes -= entry.body.length;
  }
}
