// @vitest-environment jsdom
import { Suspense, createElement, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  TestMemoryRouter,
  testDataProvider,
  type DataProvider,
  type Store,
} from 'react-admin';
import { ALL_PERMISSIONS } from '../../../../contract/permissions';
import { DISPUTE_PRODUCT_KEYS } from '../../../../contract/disputes/access';
import { RESOURCES } from '../../../../resources';
import { i18nProvider } from '../../../../src/i18n';
import { MENU_WAIT_MS, firstPageKey, prefetchFirstPage, useMenuShown } from '../../../../src/layout/first-page';
import { PAGES } from '../../../../src/pages';
import { pageRoutes } from '../../../../src/pages/types';
import { consoleAuthProvider, signInWith } from '../../helpers/admin-harness';

const PAGE_ROUTES = pageRoutes(PAGES);
/** Every route that opens with a list fetched ahead: resource lists, and pages that open with a table. */
const LISTED = [
  ...RESOURCES.filter((r) => r.firstPage && r.list).map((r) => ({
    route: `/${r.name}`,
    resource: r.name,
    page: r.firstPage!,
    view: r.list as ComponentType,
    provider: undefined as (() => Promise<DataProvider>) | undefined,
  })),
  ...PAGE_ROUTES.filter(({ page }) => page.firstPage).map(({ path, page }) => ({
    route: path,
    resource: page.firstPage!.resource,
    page: page.firstPage!,
    view: page.component as ComponentType,
    provider: page.firstPage!.provider,
  })),
];

async function setUp(
  route: string,
  options: { search?: string; store?: Store; provider?: () => Promise<DataProvider> } = {},
) {
  const getList = vi.fn(() => Promise.resolve({ data: [], total: 0 }));
  const dataProvider = testDataProvider({ getList } as unknown as Partial<DataProvider>);
  // A page reading through a provider of its own: the fetch ahead and the page both go through that one.
  if (options.provider) vi.spyOn(await options.provider(), 'getList').mockImplementation(getList);
  const queryClient = new QueryClient();
  const authProvider = consoleAuthProvider();
  const store = options.store ?? memoryStore();
  prefetchFirstPage({
    route,
    search: options.search ?? '',
    resources: RESOURCES,
    pages: PAGE_ROUTES,
    queryClient,
    dataProvider,
    authProvider,
    store,
  });
  return { getList, dataProvider, queryClient, authProvider, store };
}

/** Lets the access check and the fetch it starts settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => sessionStorage.clear());

describe('a list opened cold fetches its first page ahead, into the entry the list reads (issue 37)', () => {
  it('covers the lists a cold load opens most (users, payouts, offers, FD plans)', () => {
    expect(LISTED.map((l) => l.route)).toEqual(
      expect.arrayContaining([
        '/user',
        '/postpe-payouts',
        '/postpe-offers',
        '/investment-fd-plans',
        '/audit-trail',
        '/merchant-transaction',
        '/alerts/dispute',
      ]),
    );
  });

  for (const list of LISTED)
    it(`${list.route}: the list reads the page fetched ahead and does not ask again`, async () => {
      signInWith(ALL_PERMISSIONS);
      const { getList, dataProvider, queryClient, authProvider, store } = await setUp(list.route, {
        provider: list.provider,
      });
      await settle();
      expect(getList).toHaveBeenCalledTimes(1);
      const entry = queryClient.getQueryCache().find({ queryKey: firstPageKey(list.resource, list.page) });
      render(
        <TestMemoryRouter initialEntries={[list.route]}>
          <AdminContext
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            queryClient={queryClient}
            store={store}
          >
            <ResourceContextProvider value={list.resource}>
              <Suspense fallback={null}>{createElement(list.view)}</Suspense>
            </ResourceContextProvider>
          </AdminContext>
        </TestMemoryRouter>,
      );
      // The list's own query is the one fetched ahead (same key): it has an observer, and nothing was fetched again.
      await waitFor(() => expect(entry?.getObserversCount()).toBeGreaterThan(0), { timeout: 10_000 });
      await settle();
      expect(getList).toHaveBeenCalledTimes(1);
    });

  it('asks nothing when the list will ask for another page: an address with a query, or remembered parameters', async () => {
    signInWith(ALL_PERMISSIONS);
    const withSearch = await setUp('/user', { search: '?page=2' });
    const remembered = memoryStore({ 'user.listParams': { sort: 'email', order: 'ASC' } });
    const withStore = await setUp('/user', { store: remembered });
    const notAList = await setUp('/user/7');
    await settle();
    expect(withSearch.getList).not.toHaveBeenCalled();
    expect(withStore.getList).not.toHaveBeenCalled();
    expect(notAList.getList).not.toHaveBeenCalled();
  });

  it('asks nothing for a user who may not list it', async () => {
    signInWith(['CAN_MANAGE_POSTPE_OFFERS']);
    const { getList } = await setUp('/user');
    await settle();
    expect(getList).not.toHaveBeenCalled();
  });

  it('asks nothing for the disputes of a user whose first product is not the one fetched ahead (QR only)', async () => {
    signInWith([...DISPUTE_PRODUCT_KEYS.QR]);
    const page = PAGE_ROUTES.find((r) => r.path === '/alerts/dispute')!.page;
    const { getList } = await setUp('/alerts/dispute', { provider: page.firstPage!.provider });
    await settle();
    expect(getList).not.toHaveBeenCalled();
  });
});

describe('the side menu on a cold load of a list (issue 37)', () => {
  /** A cold load of the users list, its first page read through `getList`. */
  const coldLoadOfUsers = (getList: DataProvider['getList']) =>
    prefetchFirstPage({
      route: '/user',
      search: '',
      resources: RESOURCES,
      pages: PAGE_ROUTES,
      queryClient: new QueryClient(),
      dataProvider: testDataProvider({ getList }),
      authProvider: consoleAuthProvider(),
      store: memoryStore(),
    });

  it('waits for the list fetched ahead to answer and be painted; any other load shows it at once', async () => {
    signInWith(ALL_PERMISSIONS);
    const menu = renderHook(() => useMenuShown());
    expect(menu.result.current).toBe(true);
    let answer: (page: { data: never[]; total: number }) => void = () => undefined;
    const getList = vi.fn(() => new Promise<{ data: never[]; total: number }>((resolve) => (answer = resolve)));
    coldLoadOfUsers(getList);
    menu.rerender();
    expect(menu.result.current).toBe(false);
    await settle();
    expect(getList).toHaveBeenCalledTimes(1);
    expect(menu.result.current).toBe(false);
    act(() => answer({ data: [], total: 0 }));
    await waitFor(() => expect(menu.result.current).toBe(true));
    // A page that is not a list fetched ahead holds nothing.
    await setUp('/user/7');
    menu.rerender();
    expect(menu.result.current).toBe(true);
  });

  it('is held by the latest cold load alone: the time limit of an earlier load does not show it early', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      signInWith(ALL_PERMISSIONS);
      const menu = renderHook(() => useMenuShown());
      const hold = () => coldLoadOfUsers(() => new Promise(() => undefined));
      hold();
      act(() => vi.advanceTimersByTime(MENU_WAIT_MS - 1_000));
      hold();
      menu.rerender();
      act(() => vi.advanceTimersByTime(1_500));
      expect(menu.result.current).toBe(false);
      act(() => vi.advanceTimersByTime(MENU_WAIT_MS));
      expect(menu.result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
