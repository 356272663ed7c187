import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { PagingStyle, ResourceApi, SortStyle } from '../../contract/resource-api';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** react-admin's 1-based page and perPage → the backend's page parameters. */
export function toPageQuery(pagination: GetListParams['pagination'], style: PagingStyle): Record<string, number> {
  const page = pagination?.page ?? 1;
  const perPage = pagination?.perPage ?? 20;
  return { [style.page]: page - 1 + style.base, [style.size]: perPage };
}

/** The backend's page parameters → react-admin's 1-based page and perPage (the other direction, used by tests and fakes). */
export function fromPageQuery(
  query: Record<string, unknown>,
  style: PagingStyle,
  defaultSize = 20,
): { page: number; perPage: number } {
  const page = Number(query[style.page] ?? style.base);
  const perPage = Number(query[style.size] ?? defaultSize);
  return { page: page - style.base + 1, perPage };
}

export function toSortQuery(sort: GetListParams['sort'], style: SortStyle): Record<string, string> {
  if (!style || !sort?.field) return {};
  const order = style.upperCase ? sort.order.toUpperCase() : sort.order.toLowerCase();
  return { [style.field]: sort.field, [style.order]: order };
}

/** Filters as query parameters: empty values dropped, the rest as given (http.ts encodes arrays and objects). */
export function toFilterQuery(filter: GetListParams['filter']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out;
}

/** A whole list query: filters, then sort, then paging (paging wins over a filter of the same name). */
export function toListQuery(
  params: GetListParams,
  paging: PagingStyle,
  sort: SortStyle,
  fixed: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    ...fixed,
    ...toFilterQuery(params.filter),
    ...toSortQuery(params.sort, sort),
    ...toPageQuery(params.pagination, paging),
  };
}

const TOTAL_KEYS = ['totalElements', 'total', 'totalCount', 'total_count', 'count', 'totalRecords'];
const PAGES_KEYS = ['totalPages', 'total_pages'];

function numberAt(source: Json, keys: readonly string[]): number | undefined {
  for (const key of keys) {
    const n = source[key];
    if (typeof n === 'number' && Number.isFinite(n)) return n;
    if (typeof n === 'string' && n.trim() !== '' && Number.isFinite(Number(n))) return Number(n);
  }
  return undefined;
}

/** The rows of an unwrapped list answer: the answer itself, or the list under `listKey` (default `content`). */
export function pickRows(payload: unknown, listKey = 'content'): RaRecord[] {
  if (Array.isArray(payload)) return payload as RaRecord[];
  // A dotted listKey reaches into nested objects (repayments: `account_statement.statement_details`).
  const rows = listKey.split('.').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), payload);
  return Array.isArray(rows) ? (rows as RaRecord[]) : [];
}

/**
 * The list and its totals for react-admin: `total` from totalElements (or the resource's totalKey …); with only
 * totalPages, or nothing, a `pageInfo` so react-admin pages without a count.
 */
export function toListResult(
  payload: unknown,
  params: GetListParams,
  api: Pick<ResourceApi, 'listKey' | 'totalKey'> = {},
): GetListResult {
  const data = pickRows(payload, api.listKey);
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? 20;
  const meta = isObject(payload) ? payload : {};
  const nested = isObject(meta.pagination) ? meta.pagination : isObject(meta.page) ? meta.page : {};
  const totalKeys = api.totalKey ? [api.totalKey] : TOTAL_KEYS;
  const total = numberAt(meta, totalKeys) ?? numberAt(nested, totalKeys);
  if (total !== undefined) return { data, total };
  const pages = numberAt(meta, PAGES_KEYS) ?? numberAt(nested, PAGES_KEYS);
  const hasNextPage = pages !== undefined ? page < pages : data.length === perPage;
  if (pages === undefined && page === 1 && data.length < perPage) return { data, total: data.length };
  return { data, pageInfo: { hasNextPage, hasPreviousPage: page > 1 } };
}
