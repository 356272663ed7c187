import type { GetListParams, GetListResult } from 'react-admin';
import { toListQuery, toListResult } from '../rest/paging';
import { PAGING, pagingStyle, type ResourceApi, type SortStyle } from '../rest/resource-api';

/** Payment-support lists: page and limit, 1-based (spec §7.4 qr-order, txn-list). */
export const PAYMENT_SUPPORT_PAGING = PAGING.pageLimit;
export const PAYMENT_SUPPORT_SORT: SortStyle = false;

export function toPaymentSupportQuery(params: GetListParams, api: ResourceApi = {}): Record<string, unknown> {
  return toListQuery(params, pagingStyle(api.paging, PAYMENT_SUPPORT_PAGING), api.sort ?? PAYMENT_SUPPORT_SORT);
}

/** Its lists answer `{ list, page, limit, total }` unless the resource declares another key. */
export function fromPaymentSupportList(payload: unknown, params: GetListParams, api: ResourceApi = {}): GetListResult {
  return toListResult(payload, params, { ...api, listKey: api.listKey ?? 'list' });
}
