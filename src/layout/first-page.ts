import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, DataProvider, Store } from 'react-admin';
import type { FirstPage, ResourceBundle } from '../../resources/types';
import type { PageEntry } from '../pages/types';

/**
 * How long the page fetched ahead counts as fresh for the list that then mounts: without it react-admin would fetch
 * it again on mounting (its queries are stale at once). Only that first answer: a refetch makes the list's own rules
 * apply again.
 */
export const FIRST_PAGE_FRESH_MS = 10_000;

/** react-admin's cache key for a list's getList (ra-core useGetList, as useListController calls it). */
export function firstPageKey(resource: string, page: FirstPage): readonly unknown[] {
  const pagination = { page: 1, perPage: page.perPage };
  return [resource, 'getList', { pagination, sort: page.sort, filter: { ...page.filter }, meta: undefined }];
}

/** The longest the side menu waits for a cold list's first page (a slow or failing read shows the menu after it). */
export const MENU_WAIT_MS = 3_000;

let holding = false;
let holds = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const release = () => {
  if (!holding) return;
  holding = false;
  for (const listener of listeners) listener();
};
/** After the next frame is painted: a timer set from a frame callback runs once that frame is on screen. */
const afterPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

/**
 * Holds the side menu back while a cold load's list is fetched ahead, until that page has answered and the frame
 * after it (its rows, or its empty or error state) has been painted; MENU_WAIT_MS at most.
 */
function holdMenuFor(settled: Promise<unknown>): void {
  // Only the latest hold may end it: an earlier one's answer or time limit does not show the menu early.
  const mine = ++holds;
  const end = () => mine === holds && release();
  holding = true;
  void settled.finally(() => afterPaint(end));
  setTimeout(end, MENU_WAIT_MS);
}

/**
 * Whether the side menu may draw its entries (DESIGN.md §6, cold list load). On a cold load of a list the menu (16
 * to 48 entries, about 90 ms at 4× CPU) otherwise often drew while the list's chunk and first page were still on
 * their way, and the rows then waited for it. Any other page load draws the menu at once.
 */
export const useMenuShown = (): boolean => useSyncExternalStore(subscribe, () => !holding);

/** What a route opens with, if it is a list: which resource, which page, and who may see it. */
interface FirstList {
  resource: string;
  page: FirstPage;
  access: { resource: string; action: string };
  /** Whether the list remembers its parameters in react-admin's store (resource lists do; page tables do not). */
  remembers: boolean;
  /** The provider the list reads through, when not the app's. */
  provider?: () => Promise<DataProvider>;
}

function firstListOf(
  route: string,
  resources: readonly ResourceBundle[],
  pages: readonly { path: string; page: PageEntry }[],
): FirstList | undefined {
  const parts = route.split('/').filter(Boolean);
  const bundle = parts.length === 1 ? resources.find((r) => r.name === parts[0]) : undefined;
  if (bundle?.firstPage)
    return {
      resource: bundle.name,
      page: bundle.firstPage,
      access: { resource: bundle.name, action: 'list' },
      remembers: true,
    };
  const entry = pages.find(({ path }) => path === route.replace(/\/$/, ''))?.page;
  if (!entry?.firstPage) return undefined;
  const { resource, provider, part, ...page } = entry.firstPage;
  const access = { resource: part ? `${entry.name}.${part}` : entry.name, action: 'access' };
  return { resource, page, access, remembers: false, provider };
}

/**
 * A cold load of a list (a bookmark, a new tab, a reload) fetches its first page while the shell and the list's own
 * chunk are still arriving and being drawn, into the cache entry the list reads: the list then paints its rows in its
 * first render, instead of drawing placeholders, waiting for its access checks to settle and only then asking
 * (DESIGN.md §6, cold list load). Only when the list will ask for exactly that page: its route is the list's (a
 * resource's list, or a page that opens with one), the address has no query, react-admin's store remembers no
 * parameters for it, and the user may open it.
 */
export function prefetchFirstPage(options: {
  route: string;
  search: string;
  resources: readonly ResourceBundle[];
  pages: readonly { path: string; page: PageEntry }[];
  queryClient: QueryClient;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  store: Store;
}): void {
  const { route, search, resources, pages, queryClient, dataProvider, authProvider, store } = options;
  const list = firstListOf(route, resources, pages);
  if (!list || search.replace(/^\?/, '') !== '') return;
  const { resource, page } = list;
  if (list.remembers && store.getItem(`${resource}.listParams`) !== undefined) return;
  const queryKey = firstPageKey(resource, page);
  const [, , params] = queryKey as [string, string, { pagination: { page: number; perPage: number } }];
  let fetched: () => void = () => undefined;
  holdMenuFor(new Promise<void>((resolve) => (fetched = resolve)));
  void (authProvider.canAccess?.(list.access) ?? Promise.resolve(true)).then(
    (allowed) => {
      if (!allowed) return fetched();
      queryClient.setQueryDefaults(queryKey, {
        staleTime: (query) => (query.state.dataUpdateCount <= 1 ? FIRST_PAGE_FRESH_MS : 0),
      });
      void queryClient
        .prefetchQuery({
          queryKey,
          queryFn: async ({ signal }) => {
            const provider = list.provider ? await list.provider() : dataProvider;
            const { data, total, pageInfo, meta } = await provider.getList(resource, {
              ...params,
              sort: page.sort,
              filter: { ...page.filter },
              signal,
            });
            return { data, total, pageInfo, meta };
          },
          retry: false,
        })
        .finally(fetched);
    },
    () => fetched(),
  );
}
