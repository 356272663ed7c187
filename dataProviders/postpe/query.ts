import type { GetListParams, GetListResult } from 'react-admin';
import { toListQuery, toListResult } from '../rest/paging';
import { PAGING, pagingStyle, type ResourceApi, type SortStyle } from '../rest/resource-api';

/** Postpe and lending: 0-based page/size in most lists; rewards, repayments and loans declare 1-based paging (spec §9). */
export const POSTPE_PAGING = PAGING.pageSize;
export const POSTPE_SORT: SortStyle = { field: 'sort', order: 'order' };

export function toPostpeQuery(params: GetListParams, api: ResourceApi = {}): Record<string, unknown> {
  return toListQuery(params, pagingStyle(api.paging, POSTPE_PAGING), api.sort ?? POSTPE_SORT);
}

export function fromPostpeList(payload: unknown, params: GetListParams, api: ResourceApi = {}): GetListResult {
  return toListResult(payload, params, api);
}
