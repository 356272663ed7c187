// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type GetListParams } from 'react-admin';
import AuditTrailPage from '../../../../src/pages/audit-trail/AuditTrailPage';
import { formatDateTime } from '../../../../src/format';
import { renderInAdmin, signInWith } from '../../helpers/admin-harness';

const ROW = {
  id: 9,
  actorEmail: 'checker@console.example',
  action: 'limit_request.approve',
  entity: 'approval_requests',
  entityId: '4',
  before: null,
  after: { status: 'APPROVED' },
  outcome: 'success',
  createdAt: Date.UTC(2026, 3, 12, 9, 30, 0),
};

function recordingProvider(
  answer: (params: GetListParams) => Promise<{ data: unknown[]; total: number }> = () =>
    Promise.resolve({ data: [ROW], total: 1 }),
) {
  const calls: GetListParams[] = [];
  const dataProvider = testDataProvider({
    getList: ((_resource: string, params: GetListParams) => {
      calls.push(params);
      return answer(params);
    }) as never,
  });
  return { calls, dataProvider };
}

const renderPage = (dataProvider: ReturnType<typeof recordingProvider>['dataProvider']) => {
  signInWith(['CAN_VIEW_AUDIT_TRAIL']);
  return renderInAdmin(<AuditTrailPage />, { dataProvider, path: '/audit-trail' });
};

describe('Audit trail page', () => {
  afterEach(() => sessionStorage.clear());

  it('asks the backend once per pause in typing (500 ms debounce, spec §9), never per keystroke', async () => {
    const { calls, dataProvider } = recordingProvider();
    renderPage(dataProvider);
    await screen.findByText('limit_request.approve', {}, { timeout: 10_000 });
    const before = calls.length;
    const input = screen.getByRole('textbox', { name: 'User e-mail' });
    for (const typed of ['c', 'ch', 'che', 'chec', 'check', 'checke', 'checker', 'checker@'])
      fireEvent.change(input, { target: { value: typed } });
    await waitFor(() => expect(calls.some((c) => c.filter.actor === 'checker@')).toBe(true), { timeout: 3_000 });
    const typedCalls = calls.slice(before);
    expect(typedCalls.map((c) => c.filter.actor)).toEqual(['checker@']);
  });

  it('pages and sorts through the backend: newest first, sortable time, user and action headers only', async () => {
    const { calls, dataProvider } = recordingProvider();
    renderPage(dataProvider);
    const table = await screen.findByRole('table', { name: 'Audit entries' }, { timeout: 10_000 });
    expect(calls[0]).toMatchObject({ pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' } });
    const sortable = within(table)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(sortable).toEqual(['Sort by when ascending', 'Sort by user e-mail ascending', 'Sort by action ascending']);
    fireEvent.click(within(table).getByRole('button', { name: 'Sort by when ascending' }));
    await waitFor(() => expect(calls.at(-1)?.sort?.field).toBe('createdAt'));
    // The time in the user's zone, the UTC time on hover (issue 41 item 6).
    const when = within(table).getByText(formatDateTime(ROW.createdAt));
    expect(when.getAttribute('aria-label')).toBe('12/04/26 09:30:00 UTC');
    // The change as fields, before → after.
    expect(within(table).getByText('status:').parentElement?.textContent).toBe('status: (none) → APPROVED');
    expect(within(table).getByRole('row', { name: /checker@console\.example/ })).toBeTruthy();
  });

  it("says 'No Record Found!' when nothing matches, and shows the backend's error", async () => {
    const empty = recordingProvider(() => Promise.resolve({ data: [], total: 0 }));
    const { unmount } = renderPage(empty.dataProvider);
    expect(await screen.findByText('No Record Found!', {}, { timeout: 10_000 })).toBeTruthy();
    unmount();
    const failing = recordingProvider(() => Promise.reject(new Error('Audit store unavailable')));
    renderPage(failing.dataProvider);
    expect(await screen.findByText('Audit store unavailable', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('filters by days in the user zone, sent as the moments that bound them (from inclusive, to exclusive)', async () => {
    const { calls, dataProvider } = recordingProvider();
    renderPage(dataProvider);
    await screen.findByRole('table', { name: 'Audit entries' }, { timeout: 10_000 });
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '05/01/26' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '06/01/26' } });
    await waitFor(
      () =>
        expect(calls.at(-1)?.filter).toMatchObject({
          from: new Date(2026, 0, 5).getTime(),
          to: new Date(2026, 0, 7).getTime(),
        }),
      { timeout: 3_000 },
    );
    expect((screen.getByRole('textbox', { name: 'To' }) as HTMLInputElement).value).toBe('06/01/26');
  });
});
