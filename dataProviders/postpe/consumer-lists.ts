import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { pageParamsOf } from '../../contract/backends';
import { CONSUMER_LIST_CALLS, type ConsumerListEndpoint, type ConsumerListName } from '../../contract/consumer/calls';
import type { PagingStyle } from '../../contract/resource-api';
import { callEndpoint, type BaseUrlOf, listsOnly } from '../endpoint-client';
import { cursorMemory, listWithCursor } from '../keyset-cursors';
import { toFilterQuery, toListResult, toPageQuery } from '../rest/paging';
import { unwrapPostpe } from './envelope';

/** The page parameters a list takes: its own, else its backend's (none for a whole list). */
function pagingOf(list: ConsumerListEndpoint): PagingStyle | null {
  if (typeof list.paging === 'object') return list.paging;
  return list.paging === 'whole' ? null : pageParamsOf(list.backend, undefined);
}

/**
 * The consumer 360's tab lists (contract/consumer/list-calls.ts) as resources: each list is one declared call, its
 * filter (the consumer's id, the tab's filters) as the query, its pages as the declaration says (spec §9), its rows
 * where the declaration says; lists that answer a cursor are read after the previous page's last row.
 */
export function consumerListProvider(baseUrl: BaseUrlOf): DataProvider {
  const cursors = cursorMemory();
  const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const list: ConsumerListEndpoint | undefined = CONSUMER_LIST_CALLS[resource as ConsumerListName];
    if (!list) throw new Error(`Unknown consumer list "${resource}"`);
    const paging = pagingOf(list);
    const pages = paging ? toPageQuery(params.pagination, paging) : {};
    return listWithCursor(cursors, resource, params, async (cursor) => {
      const call = { values: toFilterQuery(params.filter), query: { ...pages, ...cursor }, signal: params.signal };
      const response = await callEndpoint(list, call, baseUrl);
      const result = toListResult(unwrapPostpe(response), params, { listKey: list.rows });
      return { result, headers: response.headers };
    });
  };
  return {
    ...listsOnly(getList as DataProvider['getList'], 'The consumer 360 reads lists and its own calls only.'),
  };
}

/** The backends' base URLs as the consumer providers are given them. */
export const consumerBaseUrl =
  (bases: { postpe: string; lending: string }): BaseUrlOf =>
  (backend) =>
    backend === 'lending' ? bases.lending : bases.postpe;
