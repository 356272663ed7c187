import type { GetListParams, GetListResult } from 'react-admin';
import { toListQuery, toListResult } from '../rest/paging';
import { pageParamsOf, sortOf } from '../../contract/backends';
import type { ResourceApi, SortStyle } from '../../contract/resource-api';

/** Payment-support lists: page and limit, 1-based (spec §7.4 qr-order, txn-list). */
export const PAYMENT_SUPPORT_PAGING = pageParamsOf('payment-support', undefined);
export const PAYMENT_SUPPORT_SORT: SortStyle = sortOf('payment-support', undefined);

export function toPaymentSupportQuery(params: GetListParams, api: ResourceApi = {}): Record<string, unknown> {
  return toListQuery(params, pageParamsOf('payment-support', api.paging), sortOf('payment-support', api.sort));
}

/** Its lists answer `{ list, page, limit, total }` unless the resource declares another key. */
export function fromPaymentSupportList(payload: unknown, params: GetListParams, api: ResourceApi = {}): GetListResult {
  return toListResult(payload, params, { ...api, listKey: api.listKey ?? 'list' });
}
