import type { GetListParams, GetListResult } from 'react-admin';
import { toListQuery, toListResult } from '../rest/paging';
import { PAGING, pagingStyle, type ResourceApi, type SortStyle } from '../rest/resource-api';

/** Payouts and alerts: page and limit, 1-based, sort and order (spec §7.7, §9). */
export const PAYOUTS_PAGING = PAGING.pageLimit;
export const PAYOUTS_SORT: SortStyle = { field: 'sort', order: 'order' };

export function toPayoutsQuery(params: GetListParams, api: ResourceApi = {}): Record<string, unknown> {
  return toListQuery(params, pagingStyle(api.paging, PAYOUTS_PAGING), api.sort ?? PAYOUTS_SORT);
}

export function fromPayoutsList(payload: unknown, params: GetListParams, api: ResourceApi = {}): GetListResult {
  return toListResult(payload, params, api);
}
