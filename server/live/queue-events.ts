import { LIVE_ITEM_KINDS, type LiveItemKind, type LiveQueue, type QueueChange } from '../../contract/live/queues.js';
import type { DropsOnWrite } from '../db/write-invalidation.js';

/** The tables behind each live queue: a change to one is a change to the queues listed (migrations 0028, 0029). */
export const QUEUE_TABLES: Readonly<Record<string, readonly LiveQueue[]>> = {
  approval_requests: ['approvals', 'kyc'], // every maker-checker kind; a pending KYC decision shows a case IN_APPROVAL
  payouts: ['approvals'],
  upload_jobs: ['approvals'], // config requests
  disputes: ['disputes'],
  kyc_cases: ['kyc'],
};

/** The notice of a viewer appearing or going away (migration 0029): `live_viewers:<kind>`. */
const VIEWERS_NOTICE = 'live_viewers:';

export type QueueListener = (queue: LiveQueue, change: QueueChange) => void;

/**
 * Turns table changes into queue events (issue 39 item 7). Fed by the change feed on PostgreSQL (any instance's
 * commit, `tableChanged`), or, with one process on SQLite, by the WriteInvalidationPlugin (`invalidate`); viewers by
 * the /live routes and the sweep of expired viewers. A burst is one event: each queue and change waits `debounceMs`
 * after its first signal, then goes out once to every listener.
 */
export class QueueEvents implements DropsOnWrite {
  readonly #listeners = new Set<QueueListener>();
  readonly #statusListeners = new Set<(live: boolean) => void>();
  readonly #timers = new Map<string, NodeJS.Timeout>();
  #live = true;
  #closed = false;

  constructor(private readonly debounceMs = 200) {}

  /** Several instances: nothing is heard until the change feed says it listens. */
  shared(): void {
    this.#live = false;
  }

  /** Whether other instances' changes are heard (PostgreSQL's change feed); told to every stream. */
  live(on: boolean): void {
    if (on === this.#live) return;
    this.#live = on;
    for (const listener of this.#statusListeners) listener(on);
  }

  get isLive(): boolean {
    return this.#live;
  }

  /** This process wrote `table` (WriteInvalidationPlugin, SQLite). */
  invalidate(table: string): void {
    this.tableChanged(table);
  }

  /** A notice from the change feed: a table's name, or `live_viewers:<kind>`. */
  tableChanged(payload: string | undefined): void {
    if (!payload) return;
    if (payload.startsWith(VIEWERS_NOTICE)) {
      const kind = payload.slice(VIEWERS_NOTICE.length);
      if (kind in LIVE_ITEM_KINDS) this.viewersChanged(kind as LiveItemKind);
      return;
    }
    for (const queue of QUEUE_TABLES[payload] ?? []) this.#signal(queue, 'items');
  }

  viewersChanged(kind: LiveItemKind): void {
    this.#signal(LIVE_ITEM_KINDS[kind], 'viewers');
  }

  subscribe(listener: QueueListener, onStatus?: (live: boolean) => void): () => void {
    this.#listeners.add(listener);
    if (onStatus) this.#statusListeners.add(onStatus);
    return () => {
      this.#listeners.delete(listener);
      if (onStatus) this.#statusListeners.delete(onStatus);
    };
  }

  close(): void {
    this.#closed = true;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    this.#listeners.clear();
    this.#statusListeners.clear();
  }

  #signal(queue: LiveQueue, change: QueueChange): void {
    const key = `${queue}:${change}`;
    if (this.#closed || this.#timers.has(key) || this.#listeners.size === 0) return;
    const timer = setTimeout(() => {
      this.#timers.delete(key);
      for (const listener of [...this.#listeners]) listener(queue, change);
    }, this.debounceMs);
    timer.unref();
    this.#timers.set(key, timer);
  }
}
