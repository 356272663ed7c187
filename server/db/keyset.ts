import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';

/**
 * Keyset paging (contract/keyset.ts): the cursor a list page ends with, and the SQL that reads the rows after it.
 * A list is ordered by one sort column and then by `id`, both in the same direction; a cursor holds the list's name,
 * the sort's name, the direction and the last row's (sort value, id), as base64url of JSON, and is only accepted
 * back by the same list in the same sort and direction. NULLs (only in a nullable sort column) are ordered as the
 * smallest values on both databases: first going up, last going down.
 */

export type SortValue = string | number | null;
export type Order = 'asc' | 'desc';

/** What a list is ordered by. */
export interface SortKey {
  /** The list's name: a cursor of another list is refused. */
  list: string;
  /** The sort's name as the API has it (`createdAt`). */
  sort: string;
  /** The column, in the one table the list reads. */
  column: string;
  /** The column's values: whole numbers, any numbers or text. */
  type: 'integer' | 'number' | 'text';
  nullable?: boolean;
}

export interface Cursor {
  list: string;
  sort: string;
  order: Order;
  value: SortValue;
  id: number;
}

/** A cursor that is not one of ours, or not for this list and order: a 400, never a 500. */
export class CursorError extends Error {
  readonly statusCode = 400;
}

export const CURSOR_MALFORMED = 'The cursor in "after" is not valid: read the page by its number instead.';
export const CURSOR_MISMATCH =
  'The cursor in "after" belongs to another list, sort or order: read the page by its number instead.';

/** The largest id an integer primary key holds on PostgreSQL (int4); a cursor naming a larger one is not ours. */
export const MAX_ID = 2_147_483_647;
const MAX_CURSOR_LENGTH = 2048;
const MAX_TEXT = 1000;

export const sortKey = (list: string, sort: string, column: string, type: SortKey['type'], nullable = false) =>
  ({ list, sort, column, type, nullable }) satisfies SortKey;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify({ l: c.list, s: c.sort, d: c.order, v: c.value, i: c.id })).toString('base64url');
}

const isValue = (v: unknown): v is SortValue =>
  v === null ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && v.length <= MAX_TEXT && !v.includes('\u0000'));

/** Pure: the cursor `text` holds, checked for shape (not yet for a list); throws CursorError. */
export function decodeCursor(text: string): Cursor {
  if (text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) throw new CursorError(CURSOR_MALFORMED);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new CursorError(CURSOR_MALFORMED);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new CursorError(CURSOR_MALFORMED);
  const { l, s, d, v, i, ...rest } = parsed as Record<string, unknown>;
  const ok =
    Object.keys(rest).length === 0 &&
    typeof l === 'string' &&
    l.length <= 64 &&
    typeof s === 'string' &&
    s.length <= 64 &&
    (d === 'asc' || d === 'desc') &&
    isValue(v) &&
    Number.isSafeInteger(i) &&
    (i as number) >= 1 &&
    (i as number) <= MAX_ID;
  if (!ok) throw new CursorError(CURSOR_MALFORMED);
  return { list: l, sort: s, order: d, value: v, id: i as number };
}

const fitsType = (key: SortKey, v: SortValue) =>
  v === null
    ? key.nullable === true
    : key.type === 'text'
      ? typeof v === 'string'
      : typeof v === 'number' && (key.type === 'number' || Number.isSafeInteger(v));

/** Throws CursorError unless `c` was made by this list, sort and order, with a value of the column's type. */
export function checkCursor(c: Cursor, key: SortKey, order: Order): void {
  if (c.list !== key.list || c.sort !== key.sort || c.order !== order || !fitsType(key, c.value))
    throw new CursorError(CURSOR_MISMATCH);
}

/** The cursor of a row of the list (its sort column and id), encoded. */
export function cursorOf(key: SortKey, order: Order, row: unknown): string {
  const r = row as Record<string, unknown>;
  const raw = r[key.column];
  const value = raw === null || raw === undefined ? null : key.type === 'text' ? String(raw) : Number(raw);
  return encodeCursor({ list: key.list, sort: key.sort, order, value, id: Number(r.id) });
}

/**
 * The rows strictly after the cursor in the list's order. `col <= v and (col < v or id < i)` (going down) rather than
 * the plain OR, so the first term bounds an index range on either database and the second only drops the ties.
 */
export function afterCursor(key: SortKey, c: Cursor): RawBuilder<SqlBool> {
  const col = sql.ref(key.column);
  const id = sql.ref('id');
  const down = c.order === 'desc';
  const [strict, orEqual, idStrict] = down ? ['<', '<=', '<'] : ['>', '>=', '>'];
  if (c.value === null)
    return down
      ? sql<SqlBool>`(${col} is null and ${id} < ${c.id})`
      : sql<SqlBool>`((${col} is null and ${id} > ${c.id}) or ${col} is not null)`;
  const v = c.value;
  const ahead = sql<SqlBool>`(${col} ${sql.raw(orEqual)} ${v} and (${col} ${sql.raw(strict)} ${v} or ${id} ${sql.raw(idStrict)} ${c.id}))`;
  return key.nullable && down ? sql<SqlBool>`(${ahead} or ${col} is null)` : ahead;
}

/** The parameters afterCursor adds, in order (for PreparedQueries, which checks them). */
export const cursorParams = (c: Cursor): unknown[] => (c.value === null ? [c.id] : [c.value, c.value, c.id]);

/** The page's rows of a list query, in `order`: the cursor's predicate or the offset, the sort column, then id. */
export function orderedPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  key: SortKey,
  order: Order,
  plan: { limit: number; offset: number; after?: Cursor },
): SelectQueryBuilder<DB, TB, O> {
  const filtered = plan.after ? query.where(afterCursor(key, plan.after)) : query;
  const col = sql.ref(key.column);
  const sorted = key.nullable
    ? filtered.orderBy(col, (ob) => (order === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()))
    : filtered.orderBy(col, order);
  const limited = sorted.orderBy(sql.ref('id'), order).limit(plan.limit);
  return plan.after ? limited : limited.offset(plan.offset);
}

/** The parameters orderedPage adds after the query's own, in order, and a name for its SQL's shape. */
export function pageParams(plan: { limit: number; offset: number; after?: Cursor }): {
  shape: string;
  params: unknown[];
} {
  if (!plan.after) return { shape: 'offset', params: [plan.limit, plan.offset] };
  return {
    shape: plan.after.value === null ? 'after-null' : 'after',
    params: [...cursorParams(plan.after), plan.limit],
  };
}
