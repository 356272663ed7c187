import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import { pickRows, toFilterQuery } from '../rest/paging';
import type { ResourceApi } from '../../contract/resource-api';

/** Card internal API has no paging (spec §7.1): filters go as query parameters; react-admin pages the answer here. */
export function toCardQuery(params: GetListParams): Record<string, unknown> {
  return toFilterQuery(params.filter);
}

export function fromCardList(payload: unknown, params: GetListParams, api: ResourceApi = {}): GetListResult {
  const rows: RaRecord[] = pickRows(payload, api.listKey);
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? rows.length;
  return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
}
