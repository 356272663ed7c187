import { ExpiringCache } from './expiring-cache.js';

/** A kept answer: its body, encoded once, its gzip form when worth one, and the headers the route set with it. */
export interface KeptAnswer {
  body: Buffer;
  gzip?: Buffer | undefined;
  headers: Record<string, string | number | string[]>;
}

/**
 * The hot lists' answers, kept briefly per user and URL (plugins/read-cache.ts): 50 staff refreshing the same queue
 * page cost one read, not 50. Any write by this server drops every answer at once (WriteInvalidationPlugin, and the
 * end of every changing request, after its transaction), so this server's own changes show on the next read. Another
 * process writing the same database is seen at most `ttlMs` late. Losing an answer costs one read. Requests that miss
 * an answer while it is being read wait for that one read, as CountCache's callers do.
 */
export class ReadCache extends ExpiringCache<KeptAnswer> {
  readonly #reading = new Map<string, Promise<void>>();

  constructor(ttlMs = 1000, maxBytes = 32 * 1024 * 1024, now: () => number = Date.now) {
    super(ttlMs, maxBytes, (answer) => answer.body.length + (answer.gzip?.length ?? 0), now);
  }

  /**
   * Says that `key` is being read, so requests that miss it meanwhile wait for that read (`reading`) instead of all
   * reading it at once when it expires; returns what to call when the read has answered, kept or not.
   */
  startReading(key: string): () => void {
    let end!: () => void;
    const read = new Promise<void>((resolve) => (end = resolve));
    this.#reading.set(key, read);
    return () => {
      if (this.#reading.get(key) === read) this.#reading.delete(key);
      end();
    };
  }

  /** The read of `key` under way, if any. */
  reading(key: string): Promise<void> | undefined {
    return this.#reading.get(key);
  }
}
