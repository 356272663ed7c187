// @vitest-environment jsdom
import { lazy, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, testDataProvider, type AuthProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../../src/i18n';
import { EntityLookup, Entity360Tabs, MaskedValue, useEntity360, type EntityTab } from '../../../src/common/entity-360';

const authProvider = (denied: readonly string[]): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve([]),
  canAccess: ({ resource }) => Promise.resolve(!denied.includes(resource)),
});

function Whose({ name }: { name: string }) {
  const { entityId } = useEntity360();
  return (
    <p>
      {name} of {entityId}
    </p>
  );
}

const TABS: EntityTab[] = [
  { segment: 'summary', label: 'entity360.recent', component: () => <Whose name="summary body" /> },
  { segment: 'secret', label: 'entity360.reveal', resource: 'thing.secret', component: () => <p>secret body</p> },
  {
    segment: 'lazy',
    label: 'entity360.retry',
    resource: 'thing.lazy',
    component: lazy(() => Promise.resolve({ default: () => <p>lazy body</p> })),
  },
];

function View() {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      <EntityLookup
        label="entity360.search"
        maxLength={12}
        normalise={(s) => s.replace(/\D/g, '')}
        onSearch={() => {}}
        inputRef={ref}
      />
      <Routes>
        <Route
          path="/thing/:id/*"
          element={
            <Entity360Tabs entityId="7" basePath="/thing/7" tabs={TABS} label="entity360.search" lookupRef={ref} />
          }
        />
      </Routes>
    </>
  );
}

const renderAt = (path: string, denied: readonly string[] = []) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={testDataProvider()} authProvider={authProvider(denied)} i18nProvider={i18nProvider}>
        <View />
      </AdminContext>
    </TestMemoryRouter>,
  );

describe('entity 360 frame', () => {
  it('opens the first tab at the entity, hides a denied tab and opens a tab by its URL', async () => {
    renderAt('/thing/7', ['thing.secret']);
    expect(await screen.findByText('summary body of 7')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Recently opened', 'Retry']);
  });

  it('a URL to a denied tab shows that it is not available, not its content', async () => {
    renderAt('/thing/7/secret', ['thing.secret']);
    expect(await screen.findByText(/not available to you/)).toBeTruthy();
    expect(screen.queryByText('secret body')).toBeNull();
  });

  it('] and [ move between the visible tabs (lazy chunks load), / focuses the lookup', async () => {
    renderAt('/thing/7/summary', ['thing.secret']);
    await screen.findByText('summary body of 7');
    fireEvent.keyDown(document.body, { key: ']' });
    expect(await screen.findByText('lazy body')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: '[' });
    expect(await screen.findByText('summary body of 7')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
  });

  it('the lookup keeps digits only, at most its maximum, also when pasted', async () => {
    renderAt('/thing/7/summary');
    const input = await screen.findByRole('textbox');
    fireEvent.paste(input, { clipboardData: { getData: () => '+91 98765 43210 999' } });
    expect((input as HTMLInputElement).value).toBe('919876543210');
  });
});

describe('masked value', () => {
  it('shows the masked value; Reveal asks a reason before calling, then shows what the server returned', async () => {
    const onReveal = vi.fn(() => Promise.resolve('123456789012'));
    render(
      <TestMemoryRouter>
        <AdminContext dataProvider={testDataProvider()} authProvider={authProvider([])} i18nProvider={i18nProvider}>
          <MaskedValue masked="XXXXXXXX9012" label="entity360.search" revealResource="x.reveal" onReveal={onReveal} />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(screen.getByText('XXXXXXXX9012')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /Reveal/ }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: /Reveal/ }));
    const dialog = await screen.findByRole('dialog');
    const confirm = screen.getAllByRole('button', { name: 'Reveal' }).at(-1)!;
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'customer asked on call' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('123456789012')).toBeTruthy();
    expect(onReveal).toHaveBeenCalledWith('customer asked on call');
    expect(dialog.isConnected).toBe(false);
  });

  it('without the reveal permission the button is disabled and says why', async () => {
    render(
      <TestMemoryRouter>
        <AdminContext
          dataProvider={testDataProvider()}
          authProvider={authProvider(['x.reveal'])}
          i18nProvider={i18nProvider}
        >
          <MaskedValue
            masked="XXXX"
            label="entity360.search"
            revealResource="x.reveal"
            onReveal={() => Promise.resolve('')}
          />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByLabelText('You do not have the permission to reveal personal data.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Reveal/ }).hasAttribute('disabled')).toBe(true);
  });
});
