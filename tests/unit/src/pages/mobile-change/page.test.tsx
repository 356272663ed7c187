// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { loadAreas } from '../../../../../src/i18n';
import MobileChangePage from '../../../../../src/pages/mobile-change/MobileChangePage';
import { renderInAdmin, signInWith } from '../../../helpers/admin-harness';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = 'Success') => json({ success: true, message, data });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const ROW = {
  id: 41,
  kind: 'MOBILE_CHANGE',
  merchantId: '1000181',
  status: 'PENDING',
  proposed: { merchantName: 'Asha Stores', mobile: 'XXXXXX0181', reason: 'Lost SIM', fileName: 'a.pdf', size: 900 },
  previous: { mobile: 'XXXXXX0182' },
  makerEmail: 'maker@console.example',
  makerRemarks: 'Visited the branch',
  checkerEmail: null,
  checkerRemarks: null,
  createdAt: 0,
  decidedAt: null,
  canDecide: true,
  raisedByViewer: false,
};

const fetchMock = vi.fn<typeof fetch>();
const listProvider = () => testDataProvider({ getList: (() => Promise.resolve({ data: [ROW], total: 1 })) as never });
beforeAll(() => loadAreas(['mobileChange']));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('/mobile-change-request', () => {
  it('the maker finds the merchant, sees the proof before sending, confirms old → new and raises it once', async () => {
    signInWith(['CAN_RAISE_MOBILE_CHANGE']);
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') return ok({ ...ROW, id: 77 }, 'Mobile change request placed successfully!');
      if (String(url).includes('/merchants/1000186/mobile-change'))
        return ok({ merchantId: '1000186', name: 'Ravi Traders', mobile: 'XXXXXX0186', pendingRequestId: null });
      return json({ success: false, message: 'unexpected' }, 500);
    });
    renderInAdmin(<MobileChangePage />, { dataProvider: listProvider(), path: '/mobile-change-request' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Merchant ID' }, { timeout: 10_000 }), {
      target: { value: '1000186' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find merchant' }));
    const found = await screen.findByTestId('mobile-change-merchant');
    expect(found.textContent).toContain('Ravi Traders');
    expect(found.textContent).toContain('XXXXXX0186');

    fireEvent.change(screen.getByRole('textbox', { name: /New mobile number/ }), { target: { value: '5012345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review request' }));
    expect(await screen.findByText('Mobile number: 10 digits starting with 6, 7, 8 or 9.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /New mobile number/ }), { target: { value: '7012345678' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Reason/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lost SIM' }));
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'proof.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Proof document'), { target: { files: [exe] } });
    expect(await screen.findByText('Proof must be a PDF, PNG or JPEG file.')).toBeTruthy();
    const png = new File([PNG], 'sim-letter.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Proof document'), { target: { files: [png] } });
    await waitFor(() => expect(screen.getByTestId('mobile-change-proof').textContent).toContain('sim-letter.png'));
    expect(screen.getByTestId('mobile-change-proof').textContent).toContain('image/png');

    fireEvent.click(screen.getByRole('button', { name: 'Review request' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('XXXXXX0186');
    expect(dialog.textContent).toContain('7012345678');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Remarks/ }), { target: { value: 'Branch visit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raise request' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(1));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ newMobile: '7012345678', reason: 'Lost SIM', remarks: 'Branch visit' });
    expect((body.proof as { fileName: string }).fileName).toBe('sim-letter.png');
    expect(new Headers(init!.headers).get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('mobile-change-proof').textContent).toBe('');
  });

  it('the checker lists requests masked, opens one and confirms the approval restating old → new', async () => {
    signInWith(['CAN_APPROVE_MOBILE_CHANGE', 'CAN_REVEAL_MERCHANT_PII']);
    fetchMock.mockImplementation(async () => json({ success: false, message: 'No Record Found!' }, 404));
    renderInAdmin(<MobileChangePage />, { dataProvider: listProvider(), path: '/mobile-change-request' });
    expect(screen.queryByRole('button', { name: 'Find merchant' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Open request #41' }, { timeout: 10_000 }));
    const detail = await screen.findByRole('dialog', { name: 'Request #41' });
    expect(detail.textContent).toContain('XXXXXX0182');
    expect(detail.textContent).toContain('XXXXXX0181');
    expect(within(detail).getAllByRole('button', { name: /Reveal/ }).length).toBe(2);
    fireEvent.click(within(detail).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve request' });
    expect(confirm.textContent).toContain('Asha Stores (1000181)');
    expect(confirm.textContent).toContain('XXXXXX0182');
    expect(confirm.textContent).toContain("Approving makes the new number the merchant's registered mobile");
  });
});
