import type { GetListParams, GetListResult } from 'react-admin';
import { toListQuery, toListResult } from '../rest/paging';
import { pageParamsOf, sortOf } from '../../contract/backends';
import type { ResourceApi, SortStyle } from '../../contract/resource-api';

/** Payouts and alerts: page and limit, 1-based, sort and order (spec §7.7, §9). */
export const PAYOUTS_PAGING = pageParamsOf('payouts', undefined);
export const PAYOUTS_SORT: SortStyle = sortOf('payouts', undefined);

export function toPayoutsQuery(params: GetListParams, api: ResourceApi = {}): Record<string, unknown> {
  return toListQuery(params, pageParamsOf('payouts', api.paging), sortOf('payouts', api.sort));
}

export function fromPayoutsList(payload: unknown, params: GetListParams, api: ResourceApi = {}): GetListResult {
  return toListResult(payload, params, api);
}
