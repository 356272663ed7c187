import type { GetListParams, GetListResult } from 'react-admin';
import { toListQuery, toListResult } from '../rest/paging';
import { PAGING, pagingStyle, type ResourceApi, type SortStyle } from '../rest/resource-api';

/** CRM API paging is per endpoint: Spring-style page/size from 0 unless the resource says otherwise (spec §7.3). */
export const CRM_PAGING = PAGING.pageSize;
export const CRM_SORT: SortStyle = false;

export function toCrmQuery(params: GetListParams, api: ResourceApi = {}): Record<string, unknown> {
  return toListQuery(params, pagingStyle(api.paging, CRM_PAGING), api.sort ?? CRM_SORT);
}

export function fromCrmList(payload: unknown, params: GetListParams, api: ResourceApi = {}): GetListResult {
  return toListResult(payload, params, api);
}
