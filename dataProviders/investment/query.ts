import type { GetListParams, GetListResult } from 'react-admin';
import { toListQuery, toListResult } from '../rest/paging';
import { PAGING, pagingStyle, type ResourceApi, type SortStyle } from '../rest/resource-api';

/** Investment and FD: page and limit, 1-based; the alert log declares page 0 (spec §9). */
export const INVESTMENT_PAGING = PAGING.pageLimit;
export const INVESTMENT_SORT: SortStyle = false;

export function toInvestmentQuery(params: GetListParams, api: ResourceApi = {}): Record<string, unknown> {
  return toListQuery(params, pagingStyle(api.paging, INVESTMENT_PAGING), api.sort ?? INVESTMENT_SORT);
}

export function fromInvestmentList(payload: unknown, params: GetListParams, api: ResourceApi = {}): GetListResult {
  return toListResult(payload, params, api);
}
