import type { FastifyReply } from 'fastify';

export class BadQueryError extends Error {
  readonly statusCode = 400;
}

function parseJson<T>(raw: unknown, name: string, fallback: T): T {
  if (raw === undefined) return fallback;
  try {
    return JSON.parse(String(raw)) as T;
  } catch {
    throw new BadQueryError(`The ${name} parameter is not valid JSON.`);
  }
}

export interface SimpleRestList<S extends string> {
  sort: S;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

/** `sort=["name","ASC"]&range=[0,24]&filter={...}` (ra-data-simple-rest) → a whitelisted, bounded query. */
export function parseSimpleRestList<K extends string, S extends string>(
  query: unknown,
  sorts: Record<K, S>,
  fallback: { field: K; order: 'asc' | 'desc' },
): SimpleRestList<S> {
  const q = (query ?? {}) as Record<string, unknown>;
  const [field, order] = parseJson<[string, string]>(q.sort, 'sort', [fallback.field, fallback.order]);
  const [start, end] = parseJson<[number, number]>(q.range, 'range', [0, 19]);
  const filter = parseJson<Record<string, unknown>>(q.filter, 'filter', {});
  if (!(field in sorts)) throw new BadQueryError(`Cannot sort by ${field}.`);
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end - start >= 1000) {
    throw new BadQueryError('The range parameter must be [start, end] with at most 1000 rows.');
  }
  return {
    sort: sorts[field as K],
    order: String(order).toLowerCase() === 'desc' ? 'desc' : 'asc',
    offset: start,
    limit: end - start + 1,
    filter: filter && typeof filter === 'object' ? filter : {},
  };
}

export function setContentRange(reply: FastifyReply, resource: string, offset: number, count: number, total: number): void {
  const last = count === 0 ? offset : offset + count - 1;
  reply.header('Content-Range', `${resource} ${offset}-${last}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
}

/** `filter={"id":[1,2]}` (ra-data-simple-rest getMany) → the ids asked for, or null when the filter has none. */
export function idsFilter(filter: Record<string, unknown>): number[] | null {
  if (filter.id === undefined) return null;
  const ids = [filter.id].flat().map(Number);
  if (ids.some((id) => !Number.isInteger(id))) throw new BadQueryError('The id filter must hold whole numbers.');
  return ids;
}

/** The row version an update was made against: the body's `version`, else an `If-Match` header. */
export function expectedVersion(bodyVersion: number | undefined, ifMatch: string | undefined): number | undefined {
  if (bodyVersion !== undefined) return bodyVersion;
  if (!ifMatch) return undefined;
  const n = Number(ifMatch.replace(/^W\//, '').replace(/"/g, ''));
  return Number.isInteger(n) ? n : undefined;
}

export const STALE_MESSAGE = 'This record was changed by someone else since you opened it.';

/** A unique-constraint violation on either dialect (SQLite's code, PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
