import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';
import { checkCursor, cursorOf, type Cursor, type SortKey } from './keyset.js';

/** Where a page-number read of a list starts and what it sees: a cursor and a snapshot key, each optional. */
export interface ListWindow {
  after?: Cursor;
  snapshot?: number;
}

/**
 * The snapshot key a list is read under (contract/keyset.ts): the one the caller sent back, else the largest id
 * `table` holds now (the last entry of its primary key, on either database). The list's query then keeps to
 * `id <= snapshot`: rows added since are left out, so they do not shift a page asked for by its number. On
 * PostgreSQL an insert still uncommitted when the key is read may take a smaller id and appear later: rare, and one
 * row at most per such insert.
 */
export async function snapshotOf(db: Kysely<Database>, table: keyof Database, given?: number): Promise<number> {
  if (given !== undefined) return given;
  const { rows } = await sql<{ m: number | string | null }>`select max(id) as m from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.m ?? 0);
}

/**
 * Deep pages without deep scans. An OFFSET makes the database walk every row before the page; past the middle of a
 * list the same page is near the start of the list read backwards, so it is read that way (the index serves either
 * direction) and turned round: the last page of 100,000 rows costs what the first does. Needs the list's total,
 * which the lists keep in the CountCache.
 */
export interface PagePlan {
  /** The OFFSET and LIMIT to run, in `reversed` order. */
  offset: number;
  limit: number;
  /** Read in the opposite order (then `inOrder` turns the rows round). */
  reversed: boolean;
  /** Keyset: the rows strictly after this cursor, `limit` of them, no offset (keyset.ts orderedPage). */
  after?: Cursor;
}

/** Pure: how to read rows [offset, offset + limit) of a list of `total` rows. */
export function planPage(offset: number, limit: number, total: number): PagePlan {
  const end = Math.min(offset + limit, total);
  const fromEnd = total - end;
  if (offset >= total || fromEnd >= offset) return { offset, limit, reversed: false };
  return { offset: fromEnd, limit: end - offset, reversed: true };
}

/** The order to run a plan in. */
export const orderOf = (plan: PagePlan, order: 'asc' | 'desc'): 'asc' | 'desc' =>
  plan.reversed ? (order === 'asc' ? 'desc' : 'asc') : order;

/** The rows of a plan in the list's own order. */
export const inOrder = <T>(plan: PagePlan, rows: T[]): T[] => (plan.reversed ? rows.reverse() : rows);

/**
 * One page of a list, its total and the cursor of its last row (keyset.ts; null without rows or a `key`). With a
 * cursor (`after`, checked against `key` and `order`: a CursorError otherwise) the page is the rows after it, read
 * from the index at once. Without one, the first page is read at once (and counted only when full); a deeper one
 * after its (cached) total, from the nearer end. `read` runs the query for a plan, ordered by `order` on every
 * ORDER BY column (the tie-breaking id included, so the reversed order is the exact reverse): keyset.ts
 * `orderedPage` builds that from the same `key`.
 */
export async function readPage<R>(opts: {
  offset: number;
  limit: number;
  order: 'asc' | 'desc';
  count: () => Promise<number>;
  read: (plan: PagePlan, order: 'asc' | 'desc') => Promise<R[]>;
  key?: SortKey;
  after?: Cursor;
}): Promise<{ rows: R[]; total: number; next: string | null }> {
  const { offset, limit, order, count, read, key, after } = opts;
  const page = await rowsOf();
  const last = page.rows.at(-1);
  return { ...page, next: key && last !== undefined ? cursorOf(key, order, last) : null };

  async function rowsOf(): Promise<{ rows: R[]; total: number }> {
    if (after) {
      if (!key) throw new Error("readPage: a cursor needs the list's sort key");
      checkCursor(after, key, order);
      const rows = await read({ offset: 0, limit, reversed: false, after }, order);
      return { rows, total: await count() };
    }
    if (offset === 0) {
      const plan = planPage(0, limit, Infinity);
      const rows = await read(plan, order);
      return { rows, total: rows.length < limit ? rows.length : await count() };
    }
    const total = await count();
    const plan = planPage(offset, limit, total);
    return { rows: inOrder(plan, await read(plan, orderOf(plan, order))), total };
  }
}
