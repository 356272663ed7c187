import type { GetListParams, GetListResult } from 'react-admin';
import { toListQuery, toListResult } from '../rest/paging';
import { pageParamsOf, sortOf } from '../../contract/backends';
import type { ResourceApi, SortStyle } from '../../contract/resource-api';

/** Postpe and lending: 0-based page/size in most lists; rewards, repayments and loans declare 1-based paging (spec §9). */
export const POSTPE_PAGING = pageParamsOf('postpe', undefined);
export const POSTPE_SORT: SortStyle = sortOf('postpe', undefined);

export function toPostpeQuery(params: GetListParams, api: ResourceApi = {}): Record<string, unknown> {
  return toListQuery(params, pageParamsOf('postpe', api.paging), sortOf('postpe', api.sort));
}

export function fromPostpeList(payload: unknown, params: GetListParams, api: ResourceApi = {}): GetListResult {
  return toListResult(payload, params, api);
}
