// @vitest-environment jsdom
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  DataTable,
  TestMemoryRouter,
  testDataProvider,
  useRecordContext,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../../src/i18n';
import {
  EntityListTab,
  Entity360Tabs,
  lazyTab,
  prefetchListTab,
  preloadTab,
  type EntityTab,
} from '../../../src/common/entity-360';

const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve([]),
  canAccess: () => Promise.resolve(true),
};

const ROWS = [
  { id: 1, txnId: 'T-1', amount: 100, party: { name: 'Shop A' } },
  { id: 2, txnId: 'T-2', amount: 250, party: { name: 'Shop B' } },
];

function Whose() {
  const record = useRecordContext<(typeof ROWS)[number]>();
  return <button type="button">view {record?.txnId}</button>;
}

function table(light: boolean) {
  return (
    <EntityListTab
      light={light}
      resource="rows"
      filter={{ consumerId: '7' }}
      empty="entity360.error"
      label="entity360.search"
    >
      <DataTable.Col source="txnId" label="entity360.search" disableSort />
      <DataTable.Col<(typeof ROWS)[number]> label="entity360.retry" disableSort render={(r) => `₹${r.amount}`} />
      <DataTable.Col source="party.name" label="entity360.reveal" disableSort />
      <DataTable.Col label="entity360.loading" disableSort>
        <Whose />
      </DataTable.Col>
    </EntityListTab>
  );
}

function withAdmin(children: React.ReactNode, dataProvider: DataProvider, queryClient = new QueryClient()) {
  return (
    <TestMemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        {children}
      </AdminContext>
    </TestMemoryRouter>
  );
}

/** Entity 360 tabs of entity 7 at /thing/7, opened on its summary tab. */
function renderTabsOfThing7(tabs: EntityTab[]) {
  render(
    <TestMemoryRouter initialEntries={['/thing/7/summary']}>
      <AdminContext dataProvider={testDataProvider()} authProvider={authProvider} i18nProvider={i18nProvider}>
        <Routes>
          <Route
            path="/thing/:id/*"
            element={<Entity360Tabs entityId="7" basePath="/thing/7" tabs={tabs} label="entity360.search" />}
          />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const listProvider = (rows = ROWS) => {
  const getList = vi.fn(() => Promise.resolve({ data: rows, total: rows.length }));
  return { getList, dataProvider: testDataProvider({ getList: getList as unknown as DataProvider['getList'] }) };
};

const cellTexts = async () => {
  const table = await screen.findByRole('table');
  await within(table).findByText('T-2');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
};

describe('a light list tab (plain cells)', () => {
  it('shows the same cells as the default body: source, nested source, render, and children in the row’s record', async () => {
    const { dataProvider } = listProvider();
    const light = render(withAdmin(table(true), dataProvider));
    const lightCells = await cellTexts();
    light.unmount();
    render(withAdmin(table(false), dataProvider));
    expect(lightCells).toEqual(await cellTexts());
    expect(lightCells).toEqual([
      ['T-1', '₹100', 'Shop A', 'view T-1'],
      ['T-2', '₹250', 'Shop B', 'view T-2'],
    ]);
  });

  it('keeps the empty state', async () => {
    const { dataProvider } = listProvider([]);
    render(withAdmin(table(true), dataProvider));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });
});

describe('opening a tab warm', () => {
  it('a prefetched first page is what the tab shows: no second request', async () => {
    const { dataProvider, getList } = listProvider();
    const queryClient = new QueryClient();
    prefetchListTab({ entityId: '7', queryClient, dataProvider }, { resource: 'rows', filter: { consumerId: '7' } });
    await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    render(withAdmin(table(true), dataProvider, queryClient));
    expect(await cellTexts()).toHaveLength(2);
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('a preloaded lazy tab renders at once, without its loading fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>tab content</p> }));
    const Tab = lazyTab(load);
    preloadTab(Tab);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    render(
      <Suspense fallback={<p>loading</p>}>
        <Tab />
      </Suspense>,
    );
    expect(screen.getByText('tab content')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('pointing at or focusing a tab runs its prefetch for the entity shown', async () => {
    const prefetch = vi.fn();
    const tabs: EntityTab[] = [
      { segment: 'summary', label: 'entity360.recent', component: () => <p>summary body</p> },
      { segment: 'rows', label: 'entity360.retry', component: () => <p>rows body</p>, prefetch },
    ];
    renderTabsOfThing7(tabs);
    await screen.findByText('summary body');
    fireEvent.mouseEnter(screen.getByRole('tab', { name: 'Retry' }));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]![0]).toMatchObject({ entityId: '7' });
    fireEvent.focus(screen.getByRole('tab', { name: 'Retry' }));
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('rows body')).toBeNull();
  });

  it('a tab agents open first (warmFirst) is prefetched once the view opens, unpointed; the others wait', async () => {
    const first = vi.fn();
    const other = vi.fn();
    const tabs: EntityTab[] = [
      { segment: 'summary', label: 'entity360.recent', component: () => <p>summary body</p> },
      { segment: 'other', label: 'entity360.reveal', component: () => <p>other body</p>, prefetch: other },
      {
        segment: 'rows',
        label: 'entity360.retry',
        component: () => <p>rows body</p>,
        prefetch: first,
        warmFirst: true,
      },
    ];
    renderTabsOfThing7(tabs);
    await screen.findByText('summary body');
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    expect(first.mock.calls[0]![0]).toMatchObject({ entityId: '7' });
    expect(other).not.toHaveBeenCalled();
    expect(screen.queryByText('rows body')).toBeNull();
  });
});
