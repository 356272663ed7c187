// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Notification, testDataProvider, type GetListParams } from 'react-admin';
import { AlertLogs } from '../../../../src/pages/alerts/AlertLogs';
import { renderInAdmin, signInWith } from '../../helpers/admin-harness';

const log = (i: number) => ({
  id: i,
  created_at: Date.UTC(2026, 3, 12, 9, 0, i),
  alert_type: 'HOMESCREEN_ALERT',
  product: null,
  action: 'ENABLE',
  header: `Notice ${i}`,
  body: 'b',
  expiry_time: null,
  agent_email: 'ops@console.example',
});

describe('Alert Logs table (spec §2.7)', () => {
  afterEach(() => sessionStorage.clear());

  it('pages 10 at a time through the provider, is named by its heading, and sorts nothing the backend cannot', async () => {
    signInWith(['CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW']);
    const calls: GetListParams[] = [];
    const dataProvider = testDataProvider({
      getList: ((_r: string, params: GetListParams) => (
        calls.push(params),
        Promise.resolve({ data: Array.from({ length: 10 }, (_, i) => log(i + 1)), total: 25 })
      )) as never,
    });
    renderInAdmin(<AlertLogs />, { dataProvider, path: '/deposit/alerts' });
    const table = await screen.findByRole('table', { name: 'Alert Logs' }, { timeout: 10_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Created', 'Alert type', 'Account', 'Action', 'Header', 'Body', 'Expiry time', 'Agent e-mail']);
    expect(calls[0]?.pagination).toEqual({ page: 1, perPage: 10 });
    expect(screen.getByText('1–10 of 25')).toBeTruthy();
    expect(within(table).getAllByText('N/A').length).toBeGreaterThan(0);
  });

  it("says 'No Record Found!' and toasts 'Something went wrong!' when the log is empty (§8)", async () => {
    signInWith(['CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW']);
    const dataProvider = testDataProvider({ getList: (() => Promise.resolve({ data: [], total: 0 })) as never });
    renderInAdmin(
      <>
        <AlertLogs />
        <Notification />
      </>,
      { dataProvider, path: '/deposit/alerts' },
    );
    expect(await screen.findByText('No Record Found!', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
  });
});
