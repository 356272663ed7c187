import { ExpiringCache } from './expiring-cache.js';

/**
 * The auth hook's answer (session, staff member, super-admin, grant of the route's keys) kept per session and
 * permission, only while the database tells this process of every change to the tables it reads (a ChangeFeed:
 * PostgreSQL's LISTEN/NOTIFY, fired by triggers on sessions, staff, staff_roles and role_permissions; migration 0022).
 * A logout, a disabled user or a withdrawn grant by any instance drops it as soon as the notice arrives; this
 * server's own writes drop it at once (WriteInvalidationPlugin). While the feed is down (`live(false)`) nothing is
 * kept, so every request reads the database, as it always does on SQLite. `ttlMs` bounds a notice lost unseen.
 */
export class AccessCache<V extends object> extends ExpiringCache<V> {
  #live = false;

  constructor(ttlMs = 1000, maxEntries = 10_000, now: () => number = Date.now) {
    super(ttlMs, maxEntries, () => 1, now);
  }

  override get enabled(): boolean {
    return this.#live && super.enabled;
  }

  /** The change feed is listening (true) or lost (false); either way what was kept is dropped. */
  live(on: boolean): void {
    this.#live = on;
    this.clear();
  }
}
