import type { GetListParams, GetListResult } from 'react-admin';
import { toListQuery, toListResult } from '../rest/paging';
import { PAGING, pagingStyle, type ResourceApi, type SortStyle } from '../rest/resource-api';

/** Merchant support: Spring-style page/size from 0; answers content with totalElements and totalPages (spec §7.3). */
export const MERCHANT_SUPPORT_PAGING = PAGING.pageSize;
export const MERCHANT_SUPPORT_SORT: SortStyle = false;

export function toMerchantSupportQuery(params: GetListParams, api: ResourceApi = {}): Record<string, unknown> {
  return toListQuery(params, pagingStyle(api.paging, MERCHANT_SUPPORT_PAGING), api.sort ?? MERCHANT_SUPPORT_SORT);
}

export function fromMerchantSupportList(payload: unknown, params: GetListParams, api: ResourceApi = {}): GetListResult {
  return toListResult(payload, params, api);
}
