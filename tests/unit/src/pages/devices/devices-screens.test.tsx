// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { loadAreas } from '../../../../../src/i18n';
import ManagementView from '../../../../../src/pages/devices/ManagementView';
import { renderInAdmin, signInWith } from '../../../helpers/admin-harness';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = 'Success') => json({ success: true, message, data });

const DEVICE = {
  id: 'SW100007',
  deviceSerial: 'SW100007',
  kind: 'SWIPE',
  product: 'android',
  model: 'Sunmi P2',
  status: 'SHIPPED',
  merchantId: '1000012',
  storeId: '5000012',
  terminalId: 'T90000007',
  warehouseId: 'WH-PNQ',
  courier: 'BlueDart',
  awb: 'AWB5000000007',
  monthlyRental: 499,
  assignedAt: 0,
  returnedAt: null,
  returnReason: null,
  stateChangedAt: 1_764_000_000_000,
  version: 3,
};
const DETAIL = {
  device: DEVICE,
  events: [
    { id: 1, deviceSerial: 'SW100007', from: 'IN_STOCK', to: 'ALLOCATED', actor: 'a@x', at: 1, details: {} },
    { id: 2, deviceSerial: 'SW100007', from: 'ALLOCATED', to: 'SHIPPED', actor: 'a@x', at: 2, details: {} },
  ],
  moves: [{ from: 'SHIPPED', to: 'DELIVERED', needs: [] }],
};

const fetchMock = vi.fn<typeof fetch>();
beforeAll(() => loadAreas(['devices']));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('/swipe management', () => {
  it('says so when no device matches, and shows the reason with Retry when the list fails', async () => {
    signInWith(['CAN_VIEW_DEVICES']);
    fetchMock.mockImplementationOnce(async () => ok({ content: [], totalElements: 0 }));
    const { unmount } = renderInAdmin(<ManagementView kind="SWIPE" page="swipe" />, { retry: false });
    expect(await screen.findByText('No Record Found!')).toBeTruthy();
    unmount();
    fetchMock.mockImplementation(async () => json({ success: false, message: 'Devices are down', data: null }, 500));
    renderInAdmin(<ManagementView kind="SWIPE" page="swipe" />, { retry: false });
    expect(await screen.findByText(/Devices are down|Something went wrong/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('opens a device with its timeline; a viewer gets no move buttons', async () => {
    signInWith(['CAN_VIEW_DEVICES']);
    fetchMock.mockImplementation(async (url) =>
      /\/devices\/SW100007/.test(String(url)) ? ok(DETAIL) : ok({ content: [DEVICE], totalElements: 1 }),
    );
    renderInAdmin(<ManagementView kind="SWIPE" page="swipe" />, { retry: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Open device SW100007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Device SW100007' });
    const timeline = await within(dialog).findByRole('table', { name: 'Timeline' });
    expect(within(timeline).getByText('Allocated → Shipped')).toBeTruthy();
    expect(within(dialog).getByText('Merchant 1000012, store 5000012')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Move to Delivered' })).toBeNull();
  });

  it('moves a device after restating from → to, at the version read, and toasts the server’s message', async () => {
    signInWith(['CAN_VIEW_DEVICES', 'CAN_MOVE_DEVICES']);
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST')
        return ok({ ...DEVICE, status: 'DELIVERED' }, 'Device moved. SW100007: SHIPPED → DELIVERED.');
      return /\/devices\/SW100007/.test(String(url)) ? ok(DETAIL) : ok({ content: [DEVICE], totalElements: 1 });
    });
    renderInAdmin(
      <>
        <ManagementView kind="SWIPE" page="swipe" />
        <Notification />
      </>,
      { retry: false },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Open device SW100007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Device SW100007' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Move to Delivered' }));
    const confirm = await screen.findByRole('dialog', { name: 'Move SW100007: Shipped → Delivered' });
    expect(within(confirm).getByText('Shipped')).toBeTruthy();
    expect(within(confirm).getByText('Delivered')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Move device' }));
    expect(await screen.findByText('Device moved. SW100007: SHIPPED → DELIVERED.')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(post[0])).toMatch(/\/devices\/SW100007\/move$/);
    expect(JSON.parse(String(post[1]!.body))).toEqual({ to: 'DELIVERED', version: 3 });
    await waitFor(() => expect(new Headers(post[1]!.headers).get('idempotency-key')).toBeTruthy());
  });
});
