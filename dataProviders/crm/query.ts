import type { GetListParams, GetListResult } from 'react-admin';
import { toListQuery, toListResult } from '../rest/paging';
import { pageParamsOf, sortOf } from '../../contract/backends';
import type { ResourceApi, SortStyle } from '../../contract/resource-api';

/** CRM API paging is per endpoint: Spring-style page/size from 0 unless the resource says otherwise (spec §7.3). */
export const CRM_PAGING = pageParamsOf('crm', undefined);
export const CRM_SORT: SortStyle = sortOf('crm', undefined);

export function toCrmQuery(params: GetListParams, api: ResourceApi = {}): Record<string, unknown> {
  return toListQuery(params, pageParamsOf('crm', api.paging), sortOf('crm', api.sort));
}

export function fromCrmList(payload: unknown, params: GetListParams, api: ResourceApi = {}): GetListResult {
  return toListResult(payload, params, api);
}
