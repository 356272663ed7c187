import { z } from 'zod';
import { strictNumberOf } from '../../contract/strict-number.js';
import { columnOf, type FieldSchema, type ResourceSchema } from '../../contract/schema.js';
import { choiceMessage } from '../../contract/schema-zod.js';
import type { PagingStyle, SortStyle } from '../../contract/resource-api.js';
import type { ListFilter, ListRequest } from '../repositories/resources.js';
import { cappedSizeParam, pageParam } from './paging.js';

type Query = Record<string, unknown>;

/** A blank filter is no filter. */
const blankIsNone = (schema: z.ZodType) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** The query value a filter field accepts (its message when it gets something else). */
function filterSchemaOf(field: FieldSchema): z.ZodType {
  switch (field.type) {
    case 'select':
      return blankIsNone(
        z.enum((field.choices ?? []).map((c) => c.id) as [string, ...string[]], { error: choiceMessage(field) }),
      );
    case 'boolean':
      return blankIsNone(z.enum(['true', 'false'], { error: 'Must be true or false.' }));
    case 'number':
    case 'decimal':
      return blankIsNone(
        z
          .string({ error: 'Must be a number.' })
          .refine((text) => Number.isFinite(strictNumberOf(text)), 'Must be a number.'),
      );
    default:
      return blankIsNone(z.string({ error: 'At most 200 characters.' }).max(200, 'At most 200 characters.'));
  }
}

/**
 * The list query of a resource in its backend's paging convention, as a route schema: page and size bounded (a
 * huge page is a 400, never an unsafe offset), the sort parameters as text, each filter field checked by its type.
 * Anything else in the query is ignored.
 */
export function listQueryOf(
  schema: Pick<ResourceSchema, 'fields' | 'list'>,
  paging: PagingStyle,
  sortStyle: SortStyle = false,
): z.ZodType<Query> {
  const shape: Record<string, z.ZodType> = {
    [paging.page]: pageParam(paging.base),
    [paging.size]: cappedSizeParam(schema.list.perPage),
  };
  if (sortStyle) {
    shape[sortStyle.field] = z.string({ error: 'Must be a field name.' }).max(100).optional();
    shape[sortStyle.order] = z.string({ error: 'Must be asc or desc.' }).max(10).optional();
  }
  for (const field of schema.fields.filter((f) => f.filter)) shape[field.name] = filterSchemaOf(field);
  return z.object(shape) as unknown as z.ZodType<Query>;
}

function filterOf(field: FieldSchema, value: unknown): ListFilter | null {
  if (value === undefined) return null;
  const column = columnOf(field);
  switch (field.type) {
    case 'select':
      return { column, value, match: 'eq' };
    case 'boolean':
      return { column, value: value === 'true' ? 1 : 0, match: 'eq' };
    case 'number':
    case 'decimal':
      return { column, value: strictNumberOf(value), match: 'eq' };
    default:
      return { column, value: String(value), match: 'like' };
  }
}

/**
 * Pure: a validated list query (listQueryOf) → what the repository runs. Sorting only on `sortable` fields (and
 * id), else the schema's default sort; filtering only on fields with `filter`.
 */
export function toListRequest(
  schema: Pick<ResourceSchema, 'fields' | 'list'>,
  query: Query,
  paging: PagingStyle,
  sortStyle: SortStyle = false,
): { request: ListRequest; page: number; size: number } {
  const size = Number(query[paging.size]);
  const page = Number(query[paging.page]);
  const sortable = new Map(schema.fields.filter((f) => f.sortable).map((f) => [f.name, columnOf(f)]));
  sortable.set('id', 'id');
  const wanted = sortStyle ? String(query[sortStyle.field] ?? '') : '';
  const sortField = sortable.has(wanted) ? wanted : schema.list.sort.field;
  const wantedOrder = sortStyle ? String(query[sortStyle.order] ?? '').toLowerCase() : '';
  const order =
    wantedOrder === 'asc' || wantedOrder === 'desc'
      ? wantedOrder
      : (schema.list.sort.order.toLowerCase() as 'asc' | 'desc');
  const filters = schema.fields
    .filter((f) => f.filter)
    .map((f) => filterOf(f, query[f.name]))
    .filter((f): f is ListFilter => f !== null);
  const sortColumn =
    sortable.get(sortField) ??
    columnOf(schema.fields.find((f) => f.name === sortField) ?? { name: 'id', type: 'number', label: '' });
  return { request: { filters, sortColumn, order, offset: (page - paging.base) * size, limit: size }, page, size };
}
