import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, SortPayload } from 'react-admin';

/** What a tab's prefetch may use: whose data, the query cache and the view's data provider. */
export interface TabPrefetchContext {
  entityId: string;
  queryClient: QueryClient;
  dataProvider: DataProvider;
}

/** How long a prefetched or fetched tab page counts as fresh (EntityListTab reads with the same). */
export const TAB_STALE_MS = 30_000;

/** react-admin's default list sort when a list gives none (useListController). */
const DEFAULT_SORT: SortPayload = { field: 'id', order: 'ASC' };

/**
 * Fetches the first page an EntityListTab with these props will ask for, into the cache entry its ListBase reads
 * (react-admin's getList query key), so opening the tab paints from the cache. Does nothing when that page is fresh.
 */
export function prefetchListTab(
  { queryClient, dataProvider }: TabPrefetchContext,
  list: { resource: string; filter: Record<string, unknown>; perPage?: number; sort?: SortPayload },
): void {
  const pagination = { page: 1, perPage: list.perPage ?? 20 };
  const sort = list.sort ?? DEFAULT_SORT;
  const { resource, filter } = list;
  void queryClient.prefetchQuery({
    queryKey: [resource, 'getList', { pagination, sort, filter, meta: undefined }],
    queryFn: () =>
      dataProvider
        .getList(resource, { pagination, sort, filter })
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    staleTime: TAB_STALE_MS,
    retry: false,
  });
}
