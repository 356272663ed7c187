// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, AdminUI, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../../src/i18n/en';
import { loadedMessages } from '../../../src/i18n';
import { schemaBundle } from '../../../src/schema/bundle';
import { ApiError } from '../../../dataProviders/http';
import { widgetMessages, widgetSchema } from '../../fixtures/widget-schema';

const i18nProvider = polyglotI18nProvider(
  () => ({ ...loadedMessages(), resources: { ...en.resources, ...widgetMessages.resources } }),
  'en',
);
const WIDGETS = [
  {
    id: 1,
    name: 'Sprocket',
    kind: 'SMALL',
    price: 123456.5,
    starts_at: 1767225600,
    active: true,
    tags: ['a'],
    updated_by: 'Asha Admin',
    version: 1,
  },
  {
    id: 2,
    name: 'Gear',
    kind: 'LARGE',
    price: -500,
    starts_at: null,
    active: false,
    tags: [],
    updated_by: 'Omar Ops Kapoor',
    version: 3,
  },
];

function fakeProvider(rows: readonly Record<string, unknown>[], create = vi.fn()): DataProvider {
  const reject = () => Promise.reject(new Error('not used'));
  return {
    getList: () => Promise.resolve({ data: rows, total: rows.length }),
    getOne: reject,
    getMany: () => Promise.resolve({ data: [] }),
    getManyReference: reject,
    create,
    update: reject,
    updateMany: reject,
    delete: reject,
    deleteMany: reject,
  } as unknown as DataProvider;
}

/** The fixture's bundle, built from its schema alone, inside a react-admin app (reads not retried: failures show at once). */
function renderWidgets(path: string, dataProvider: DataProvider) {
  const bundle = schemaBundle(widgetSchema);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
        <AdminUI>
          <Resource
            name={bundle.name}
            list={bundle.list}
            create={bundle.create}
            show={bundle.show}
            edit={bundle.edit}
          />
        </AdminUI>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('a resource built from a fixture schema alone', () => {
  it('lists its columns in schema order with formatted values', async () => {
    renderWidgets('/fixture-widgets', fakeProvider(WIDGETS));
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    expect(headers).toEqual(['Name', 'Kind', 'Price', 'Starts at', 'Active', 'Updated by', 'Action']);
    const sprocket = within(table).getByText('Sprocket').closest('tr')!;
    expect(sprocket.textContent).toContain('₹1,23,456.50');
    expect(sprocket.textContent).toContain('Yes');
    const gear = within(table).getByText('Gear').closest('tr')!;
    expect(gear.textContent).toContain('-₹500.00');
    expect(gear.textContent).toContain('N/A');
    // The filter input is drawn just after the rows (src/common/filters-after-rows.ts).
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeTruthy();
  });

  it("shows 'No Record Found!' when there are no rows", async () => {
    renderWidgets('/fixture-widgets', fakeProvider([]));
    expect(await screen.findByText('No Record Found!', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('a list whose read fails says why with Retry, not an empty list or a pager; Retry reads it again', async () => {
    let fail = true;
    const dataProvider = {
      ...fakeProvider(WIDGETS),
      getList: vi.fn(() =>
        fail
          ? Promise.reject(new ApiError('Internal Server Error', 500, 'Internal Server Error', null))
          : Promise.resolve({ data: WIDGETS, total: WIDGETS.length }),
      ),
    } as DataProvider;
    renderWidgets('/fixture-widgets', dataProvider);
    const panel = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(panel.textContent).toContain('This list could not be loaded: Internal Server Error');
    expect(screen.queryByText('No Record Found!')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/\d+-\d+ of \d+/)).toBeNull();
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sprocket', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('validates the create form with the schema messages and sends nothing until it is valid', async () => {
    const create = vi.fn((_resource: string, params: { data: Record<string, unknown> }) =>
      Promise.resolve({ data: { ...params.data, id: 9, version: 1 } }),
    );
    renderWidgets('/fixture-widgets/create', fakeProvider(WIDGETS, create));
    const name = await screen.findByRole('textbox', { name: /Name/ }, { timeout: 10_000 });
    expect((screen.getByLabelText('Active') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(name, { target: { value: 'x'.repeat(21) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name cannot be more than 20 characters.')).toBeTruthy();
    expect(screen.getAllByText('Required!').length).toBeGreaterThanOrEqual(2); // kind, price
    expect(create).not.toHaveBeenCalled();
  });

  it("shows a server 400's field message under its input", async () => {
    const create = vi.fn(() =>
      Promise.reject(
        new ApiError('name: Name is taken.', 400, 'Bad Request', {
          success: false,
          message: 'name: Name is taken.',
          errors: { name: 'Name is taken.' },
        }),
      ),
    );
    renderWidgets('/fixture-widgets/create', fakeProvider(WIDGETS, create));
    const name = await screen.findByRole('textbox', { name: /Name/ }, { timeout: 10_000 });
    fireEvent.change(name, { target: { value: 'Sprocket' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Kind/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'SMALL' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: /Price/ }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const described = await screen.findByText('Name is taken.', { selector: 'p *, p' });
    expect(name.getAttribute('aria-describedby')).toContain(described.closest('p')!.id);
  });
});
