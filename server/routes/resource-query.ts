import { columnOf, type FieldErrors, type FieldSchema, type ResourceSchema } from '../../contract/schema.js';
import type { PagingStyle, SortStyle } from '../../contract/resource-api.js';
import type { ListFilter, ListRequest } from './resource-repository.js';

type Query = Record<string, unknown>;
const MAX_PAGE_SIZE = 200;

const intOr = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) ? n : fallback;
};

function filterOf(field: FieldSchema, raw: unknown, errors: FieldErrors): ListFilter | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const text = String(raw);
  const column = columnOf(field);
  switch (field.type) {
    case 'select': {
      const ids = (field.choices ?? []).map((c) => c.id);
      if (!ids.includes(text)) errors[field.name] = `Choose one of: ${ids.join(', ')}.`;
      return { column, value: text, match: 'eq' };
    }
    case 'boolean':
      if (text !== 'true' && text !== 'false') errors[field.name] = 'Must be true or false.';
      return { column, value: text === 'true' ? 1 : 0, match: 'eq' };
    case 'number':
    case 'decimal':
      if (!Number.isFinite(Number(text))) errors[field.name] = 'Must be a number.';
      return { column, value: Number(text), match: 'eq' };
    default:
      if (text.length > 200) errors[field.name] = 'At most 200 characters.';
      return { column, value: text, match: 'like' };
  }
}

/**
 * A list query in the backend's paging convention → what the repository runs. Sorting only on `sortable` fields
 * (and id), filtering only on fields with `filter`; anything else in the query is ignored. Bad filter values are
 * returned as field errors.
 */
export function toListRequest(
  schema: Pick<ResourceSchema, 'fields' | 'list'>,
  query: Query,
  paging: PagingStyle,
  sortStyle: SortStyle = false,
): { request: ListRequest; page: number; size: number; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const size = Math.min(Math.max(intOr(query[paging.size], schema.list.perPage), 1), MAX_PAGE_SIZE);
  const page = Math.max(intOr(query[paging.page], paging.base), paging.base);
  const sortable = new Map(schema.fields.filter((f) => f.sortable).map((f) => [f.name, columnOf(f)]));
  sortable.set('id', 'id');
  const wanted = sortStyle ? String(query[sortStyle.field] ?? '') : '';
  const sortField = sortable.has(wanted) ? wanted : schema.list.sort.field;
  const wantedOrder = sortStyle ? String(query[sortStyle.order] ?? '').toLowerCase() : '';
  const order = wantedOrder === 'asc' || wantedOrder === 'desc' ? wantedOrder : (schema.list.sort.order.toLowerCase() as 'asc' | 'desc');
  const filters = schema.fields
    .filter((f) => f.filter)
    .map((f) => filterOf(f, query[f.name], errors))
    .filter((f): f is ListFilter => f !== null);
  const offset = (page - paging.base) * size;
  const sortColumn = sortable.get(sortField) ?? columnOf(schema.fields.find((f) => f.name === sortField) ?? { name: 'id', type: 'number', label: '' });
  return { request: { filters, sortColumn, order, offset, limit: size }, page, size, errors };
}
