import type { GetListParams, GetListResult } from 'react-admin';
import { toListQuery, toListResult } from '../rest/paging';
import { pageParamsOf, sortOf } from '../../contract/backends';
import type { ResourceApi, SortStyle } from '../../contract/resource-api';

/** Merchant support: Spring-style page/size from 0; answers content with totalElements and totalPages (spec §7.3). */
export const MERCHANT_SUPPORT_PAGING = pageParamsOf('merchant-support', undefined);
export const MERCHANT_SUPPORT_SORT: SortStyle = sortOf('merchant-support', undefined);

export function toMerchantSupportQuery(params: GetListParams, api: ResourceApi = {}): Record<string, unknown> {
  return toListQuery(params, pageParamsOf('merchant-support', api.paging), sortOf('merchant-support', api.sort));
}

export function fromMerchantSupportList(payload: unknown, params: GetListParams, api: ResourceApi = {}): GetListResult {
  return toListResult(payload, params, api);
}
