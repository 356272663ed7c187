import type { GetListParams, GetListResult } from 'react-admin';
import { toListQuery, toListResult } from '../rest/paging';
import { pageParamsOf, sortOf } from '../../contract/backends';
import type { ResourceApi } from '../../contract/resource-api';

/** Chargeback: page and limit, 1-based; every call carries sourceProduct, SWIPE unless given (spec §7.6). */
export const CHARGEBACK_PAGING = pageParamsOf('chargeback', undefined);
export const DEFAULT_SOURCE_PRODUCT = 'SWIPE';

export function sourceProductOf(api: ResourceApi = {}, given?: unknown): string {
  if (typeof given === 'string' && given) return given;
  const fixed = api.fixedQuery?.sourceProduct;
  return typeof fixed === 'string' && fixed ? fixed : DEFAULT_SOURCE_PRODUCT;
}

export function toChargebackQuery(params: GetListParams, api: ResourceApi = {}): Record<string, unknown> {
  const query = toListQuery(params, pageParamsOf('chargeback', api.paging), sortOf('chargeback', api.sort));
  return { ...query, sourceProduct: sourceProductOf(api, params.filter?.sourceProduct) };
}

/** The search answers its rows in `Response`. */
export function fromChargebackList(payload: unknown, params: GetListParams, api: ResourceApi = {}): GetListResult {
  return toListResult(payload, params, { ...api, listKey: api.listKey ?? 'Response' });
}
