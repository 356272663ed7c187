import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import type { Cursor } from '../../db/keyset.js';
import { SNAPSHOT_PARAM } from '../../../contract/keyset.js';
import { keysetQuery, snapshotParam } from '../paging.js';

export class BadQueryError extends Error {
  readonly statusCode = 400;
}

export const SORT_SHAPE_MESSAGE = 'The sort parameter must be ["field","ASC" or "DESC"].';
export const RANGE_MESSAGE = 'The range parameter must be [start, end] with at most 1000 rows.';
export const FILTER_MESSAGE = 'The filter parameter must be a JSON object.';
export const IDS_MESSAGE = 'The id filter must hold whole numbers.';
const MAX_ROWS = 1000;

/** A query parameter holding JSON (`sort=["name","ASC"]`), parsed; its own message when it is not JSON. */
const jsonParam = (name: string) =>
  z.string().transform((text, ctx): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `The ${name} parameter is not valid JSON.` });
      return z.NEVER;
    }
  });

/** `["name","ASC"]` → the whitelisted column and the order; an unknown field is refused, never run. */
const sortParam = <K extends string, S extends string>(sorts: Record<K, S>) =>
  jsonParam('sort').transform((value, ctx) => {
    if (!Array.isArray(value) || value.length < 1 || value.length > 2 || typeof value[0] !== 'string') {
      ctx.addIssue({ code: 'custom', message: SORT_SHAPE_MESSAGE });
      return z.NEVER;
    }
    const [field, order] = value as [string, unknown];
    if (!Object.hasOwn(sorts, field)) {
      ctx.addIssue({ code: 'custom', message: `Cannot sort by ${field}.` });
      return z.NEVER;
    }
    return {
      sort: sorts[field as K],
      order: String(order).toLowerCase() === 'desc' ? ('desc' as const) : ('asc' as const),
    };
  });

/** `[start, end]`: whole numbers, 0 ≤ start ≤ end, at most 1000 rows. */
const rangeParam = jsonParam('range').transform((value, ctx) => {
  const [start, end] = Array.isArray(value) && value.length === 2 ? (value as unknown[]) : [];
  if (
    !Number.isSafeInteger(start) ||
    !Number.isSafeInteger(end) ||
    (start as number) < 0 ||
    (end as number) < (start as number) ||
    (end as number) - (start as number) >= MAX_ROWS
  ) {
    ctx.addIssue({ code: 'custom', message: RANGE_MESSAGE });
    return z.NEVER;
  }
  return { offset: start as number, limit: (end as number) - (start as number) + 1 };
});

/** `{"q":"x","id":[1,2]}`: a JSON object, its known keys checked by the route's filter schema. */
const filterParam = <F extends z.ZodType<unknown, Record<string, unknown>>>(filter: F) =>
  jsonParam('filter')
    .transform((value, ctx) => {
      if (value === null) return {};
      if (typeof value !== 'object' || Array.isArray(value)) {
        ctx.addIssue({ code: 'custom', message: FILTER_MESSAGE });
        return z.NEVER;
      }
      return value as Record<string, unknown>;
    })
    .pipe(filter);

/** Filter values typed as text in the console (a number is read as its text); blank means no filter. */
export const filterText = z
  .union([z.string(), z.number()], { error: 'Filter values must be text.' })
  .transform((v) => String(v).trim())
  .optional();

/** ra-data-simple-rest getMany: `filter={"id":[1,2]}` (or one id). */
export const filterIds = z
  .union([fromText(z.number().int()), z.array(fromText(z.number().int()))], { error: IDS_MESSAGE })
  .transform((v) => [v].flat())
  .optional();

export interface SimpleRestList<S extends string, F> {
  sort: S;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  filter: F;
  /** Keyset (a list that takes `after`): the rows after this cursor; the range then gives only the page's size. */
  after?: Cursor;
  /** Only rows up to this id (a list that takes `snapshot`, contract/keyset.ts). */
  snapshot?: number;
}

/**
 * The query of a simple-rest list (`sort=["name","ASC"]&range=[0,24]&filter={...}`, as ra-data-simple-rest sends
 * it) as a route schema: every part optional, each refused with its own message, the result whitelisted and
 * bounded. `defaultRange` is used without a range (the permission catalogue: all of it). `keyset`: the list also
 * takes a cursor in `after` and a snapshot key in `snapshot` (routes/paging.ts); `snapshot`: the snapshot key alone.
 */
export function simpleRestListQuery<
  K extends string,
  S extends string,
  F extends z.ZodType<unknown, Record<string, unknown>> = z.ZodRecord<z.ZodString, z.ZodUnknown>,
>(
  sorts: Record<K, S>,
  fallback: { field: K; order: 'asc' | 'desc' },
  filter?: F,
  defaultRange: readonly [number, number] = [0, 19],
  { keyset = false, snapshot = false } = {},
) {
  const filterSchema = (filter ?? z.record(z.string(), z.unknown())) as F;
  return z
    .object({
      sort: sortParam(sorts).optional(),
      range: rangeParam.optional(),
      filter: filterParam(filterSchema).optional(),
      ...(keyset ? keysetQuery : snapshot ? { [SNAPSHOT_PARAM]: snapshotParam } : {}),
    })
    .transform((q): SimpleRestList<S, z.output<F>> => ({
      sort: q.sort?.sort ?? sorts[fallback.field],
      order: q.sort?.order ?? fallback.order,
      offset: q.range?.offset ?? defaultRange[0],
      limit: q.range?.limit ?? defaultRange[1] - defaultRange[0] + 1,
      filter: (q.filter ?? filterSchema.parse({})) as z.output<F>,
      ...('after' in q && q.after ? { after: q.after as Cursor } : {}),
      ...('snapshot' in q && q.snapshot !== undefined ? { snapshot: q.snapshot as number } : {}),
    }));
}

/** The same for a route that parses its own query: a bad parameter is a 400 with its message. */
export function parseSimpleRestList<K extends string, S extends string>(
  query: unknown,
  sorts: Record<K, S>,
  fallback: { field: K; order: 'asc' | 'desc' },
): SimpleRestList<S, Record<string, unknown>> {
  const result = simpleRestListQuery(sorts, fallback).safeParse(query ?? {});
  if (!result.success) throw new BadQueryError(result.error.issues[0]?.message ?? 'Invalid query.');
  return result.data;
}

export function setContentRange(
  reply: FastifyReply,
  resource: string,
  offset: number,
  count: number,
  total: number,
): void {
  const last = count === 0 ? offset : offset + count - 1;
  reply.header('Content-Range', `${resource} ${offset}-${last}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
}

/** `filter={"id":[1,2]}` (ra-data-simple-rest getMany) → the ids asked for, or null when the filter has none. */
export function idsFilter(filter: Record<string, unknown>): number[] | null {
  if (filter.id === undefined) return null;
  const ids = [filter.id].flat().map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id))) throw new BadQueryError(IDS_MESSAGE);
  return ids;
}

/** The row version an update was made against: the body's `version`, else an `If-Match` header. */
export function expectedVersion(bodyVersion: number | undefined, ifMatch: string | undefined): number | undefined {
  if (bodyVersion !== undefined) return bodyVersion;
  if (!ifMatch) return undefined;
  const n = Number(ifMatch.replace(/^W\//, '').replace(/"/g, ''));
  return Number.isSafeInteger(n) ? n : undefined;
}

export const STALE_MESSAGE = 'This record was changed by someone else since you opened it.';

/** A unique-constraint violation on either dialect (SQLite's code, PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
