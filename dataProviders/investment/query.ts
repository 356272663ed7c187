import type { GetListParams, GetListResult } from 'react-admin';
import { toListQuery, toListResult } from '../rest/paging';
import { pageParamsOf, sortOf } from '../../contract/backends';
import type { ResourceApi, SortStyle } from '../../contract/resource-api';

/** Investment and FD: page and limit, 1-based; the alert log declares page 0 (spec §9). */
export const INVESTMENT_PAGING = pageParamsOf('investment', undefined);
export const INVESTMENT_SORT: SortStyle = sortOf('investment', undefined);

export function toInvestmentQuery(params: GetListParams, api: ResourceApi = {}): Record<string, unknown> {
  return toListQuery(params, pageParamsOf('investment', api.paging), sortOf('investment', api.sort));
}

export function fromInvestmentList(payload: unknown, params: GetListParams, api: ResourceApi = {}): GetListResult {
  return toListResult(payload, params, api);
}
