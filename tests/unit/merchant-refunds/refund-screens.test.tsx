// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider } from 'react-admin';
import { makerCheckerActions } from '../../../dataProviders/crm/maker-checker';
import { loadAreas } from '../../../src/i18n';
import RefundRequestPage from '../../../src/pages/merchant-refunds/RefundRequestPage';
import RefundVerifyPage from '../../../src/pages/merchant-refunds/RefundVerifyPage';
import { renderInAdmin, signInWith } from '../helpers/admin-harness';
import { refundRequest, refundTxn } from './fixtures';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json({ success: true, message: 'Success', data });
const page = (content: unknown[]) => ok({ content, totalElements: content.length, totalPages: 1 });

const TXN = refundTxn();
const REQUEST = { kind: 'MERCHANT_REFUND', verificationId: null, ...refundRequest() };

const fetchMock = vi.fn<typeof fetch>();
beforeAll(() => loadAreas(['merchantRefunds', 'merchantChanges']));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  signInWith(['CAN_RAISE_MERCHANT_REFUND', 'CAN_VERIFY_MERCHANT_REFUND']);
});
afterEach(() => vi.unstubAllGlobals());

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('/refund-request', () => {
  it('finds the transaction, prefills the refundable rest, raises a partial refund after restating it', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      const u = String(url);
      if (init?.method === 'POST') return json({ success: true, message: 'placed', data: REQUEST }, 201);
      if (u.includes('/refund/transaction')) return ok(TXN);
      return page([]);
    });
    renderInAdmin(
      <>
        <RefundRequestPage />
        <Notification />
      </>,
      { retry: false },
    );
    expect(await screen.findByText('No Record Found!')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Merchant ID/ }), { target: { value: '1000001' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Transaction ID or RRN/ }), {
      target: { value: '123456789012' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Sharma Stores (1000001)')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([u]) => /merchants\/1000001\/refund\/transaction\?ref=123456789012/.test(String(u))),
    ).toBe(true);

    const amount = screen.getByRole('textbox', { name: /Refund amount/ }) as HTMLInputElement;
    expect(amount.value).toBe('800');
    expect(amount.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Partial' }));
    fireEvent.change(amount, { target: { value: '800.01' } });
    expect(screen.getByText(/Cannot be more than ₹800.00/)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '300' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Reason/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Customer cancelled' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Remark/ }), { target: { value: 'Customer called' } });
    fireEvent.click(screen.getByRole('button', { name: 'Raise refund' }));

    const dialog = await screen.findByRole('dialog', { name: 'Raise this refund?' });
    expect(within(dialog).getByText('₹300.00 (Partial)')).toBeTruthy();
    expect(within(dialog).getAllByText('₹500.00')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raise refund' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0]!;
    expect(String(url)).toMatch(/\/api\/merchant-support\/merchants\/1000001\/refund\/request$/);
    expect(JSON.parse(String(init!.body))).toEqual({
      txnId: 'TXN000000000012',
      amount: 300,
      reason: 'Customer cancelled',
      remarks: 'Customer called',
    });
    expect(new Headers(init!.headers).get('idempotency-key')).toBeTruthy();
    expect(await screen.findByText(/Refund request #42 placed: ₹300.00 on TXN000000000012/)).toBeTruthy();
  });

  it('says why a transaction that is not successful cannot be refunded, and offers no raise', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/refund/transaction') ? ok({ ...TXN, status: 'FAILED' }) : page([]),
    );
    renderInAdmin(<RefundRequestPage />, { retry: false });
    fireEvent.change(screen.getByRole('textbox', { name: /Merchant ID/ }), { target: { value: '1000001' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Transaction ID or RRN/ }), { target: { value: 'TXN1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Only a successful transaction can be refunded. This one is FAILED.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Raise refund' })).toBeNull();
  });

  it('shows the reason with Retry when my requests cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => json({ success: false, message: 'Support is down', data: null }, 500));
    renderInAdmin(<RefundRequestPage />, { retry: false });
    expect(await screen.findByText(/Support is down|Something went wrong/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('/refund-verify', () => {
  it('lists pending refunds with the diff and approves one with remarks, restating what moves', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? ok({ ...REQUEST, status: 'APPROVED' }) : page([REQUEST]),
    );
    // The console's provider decides through the maker-checker calls (dataProviders/crm).
    const dataProvider = { ...testDataProvider(), ...makerCheckerActions('/api/crm') };
    renderInAdmin(
      <>
        <RefundVerifyPage />
        <Notification />
      </>,
      { retry: false, dataProvider },
    );
    expect(await screen.findByText('#42')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => /merchants\/refund\/requests\?.*status=PENDING/.test(String(u)))).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Merchant refund #42')).toBeTruthy();
    expect(within(dialog).getByText('₹800.00')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Verified' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0]![0])).toMatch(/\/api\/crm\/maker\/checker\/merchant_refund\/42\/decision$/);
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({ isApproved: true, remarks: 'Verified' });
    expect(await screen.findByText(/Refund request #42 approved/)).toBeTruthy();
  });

  it("keeps the maker's own request undecidable, and says so when nothing waits", async () => {
    fetchMock.mockImplementationOnce(async () => page([{ ...REQUEST, canDecide: false, raisedByViewer: true }]));
    const { unmount } = renderInAdmin(<RefundVerifyPage />, { retry: false });
    const approve = (await screen.findByRole('button', { name: 'Approve' })) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    unmount();
    fetchMock.mockImplementation(async () => page([]));
    renderInAdmin(<RefundVerifyPage />, { retry: false });
    expect(await screen.findByText('No Record Found!')).toBeTruthy();
  });
});
