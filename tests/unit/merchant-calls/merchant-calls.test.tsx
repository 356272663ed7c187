// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadAreas } from '../../../src/i18n';
import { Entity360Context } from '../../../src/common/entity-360';
import { listQrOrders } from '../../../dataProviders/payment-support/qr-orders';
import { MccChangeButton } from '../../../src/pages/merchant-calls/MccChange';
import { mccChangeSummary, qrRefundSummary } from '../../../src/pages/merchant-calls/summaries';
import WalletTab from '../../../src/pages/merchant-360/tabs/WalletTab';
import MdrTab from '../../../src/pages/merchant-360/tabs/MdrTab';
import QrOrdersPage from '../../../src/pages/qr-orders/QrOrdersPage';
import type { MerchantProfile } from '../../../src/pages/merchant-360/types';
import { MerchantProviderScope } from '../../../src/pages/merchant-360/provider';
import { keyTranslate } from '../helpers/key-translate';
import { renderInAdmin, signInWith } from '../helpers/admin-harness';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Each answer by the path's end; anything else fails as the server would. */
let answers: Record<string, unknown> = {};
const fetchMock = vi.fn<typeof fetch>();
beforeAll(() => loadAreas(['merchantCalls', 'merchant360']));
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    const key = Object.keys(answers).find((k) => url.pathname.endsWith(k));
    if (!key) return json({ success: false, message: 'Something went wrong!' }, 500);
    return json(answers[key]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  answers = {};
});

const ORDER = {
  orderId: 'QRO0000001',
  merchantId: '1000001',
  merchantName: 'Sharma Stores',
  amount: 1249,
  payerVpa: 'ravi@upi',
  status: 'PAID',
  createdAt: 1_700_000_000_000,
  refundReference: null,
  refundedBy: null,
  refundedAt: null,
};
const MERCHANT = {
  merchantId: '1000041',
  name: 'Kumar Kitchen',
  mcc: '5411',
  businessCategory: 'Grocery Stores, Supermarkets',
} as MerchantProfile;

describe('what a confirmation restates (pure)', () => {
  it('an MCC change: the merchant, the reason, MCC and category now → after, and that a checker decides', () => {
    const s = mccChangeSummary(keyTranslate, {
      merchant: MERCHANT,
      target: { mcc: '5812', name: 'Eating Places, Restaurants' },
      reason: 'Business changed',
    });
    expect(s.subject).toBe('merchantCalls.mcc.subject {"name":"Kumar Kitchen","merchantId":"1000041"}');
    expect(s.facts).toEqual([
      ['merchantCalls.mcc.merchant', '1000041'],
      ['merchantCalls.mcc.reason', 'Business changed'],
    ]);
    expect(s.changes).toEqual([
      { label: 'merchantCalls.mcc.mcc', before: '5411', after: '5812' },
      {
        label: 'merchantCalls.mcc.business_category',
        before: 'Grocery Stores, Supermarkets',
        after: 'Eating Places, Restaurants',
      },
    ]);
    expect(s.next).toBe('merchantCalls.mcc.next');
    const none = mccChangeSummary(keyTranslate, {
      merchant: { ...MERCHANT, mcc: null, businessCategory: null },
      target: { mcc: '5812', name: 'Eating Places, Restaurants' },
      reason: 'Merchant request',
    });
    expect(none.changes?.[0]?.before).toBe('N/A');
  });

  it('a QR refund: the order, merchant, amount and payer, PAID → REFUNDED, no undo', () => {
    const s = qrRefundSummary(keyTranslate, ORDER);
    expect(s.subject).toBe('merchantCalls.qr.subject {"id":"QRO0000001"}');
    expect(s.facts).toEqual([
      ['merchantCalls.qr.merchant', 'Sharma Stores (1000001)'],
      ['merchantCalls.qr.amount', '₹1,249.00'],
      ['merchantCalls.qr.payer_vpa', 'ravi@upi'],
    ]);
    expect(s.changes).toEqual([
      {
        label: 'merchantCalls.qr.status',
        before: 'merchantCalls.qr.state.PAID',
        after: 'merchantCalls.qr.state.REFUNDED',
      },
    ]);
    expect(s.next).toBe('merchantCalls.qr.next');
  });
});

describe("payment-support's rule in the QR orders client (spec §8)", () => {
  const base = () => '/api/payment-support';
  it('status_code 200 → data; a message of Processed! counts as success', async () => {
    const page = { list: [ORDER], page: 1, limit: 20, total: 1 };
    fetchMock.mockResolvedValueOnce(json({ status_code: 200, message: 'OK', data: page }));
    expect(await listQrOrders(1, 20, undefined, base)).toEqual(page);
    fetchMock.mockResolvedValueOnce(json({ status_code: 202, message: 'Processed!', data: page }));
    expect(await listQrOrders(1, 20, undefined, base)).toEqual(page);
  });

  it('a status_code other than 200 (HTTP 200) is a failure with the server’s message', async () => {
    fetchMock.mockResolvedValueOnce(json({ status_code: 500, message: 'QR service is down', data: null }));
    await expect(listQrOrders(1, 20, undefined, base)).rejects.toThrow('QR service is down');
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://console.test');
    expect(url.pathname).toBe('/api/payment-support/payment-support/qr-order');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('limit')).toBe('20');
  });
});

describe('/qr-orders', () => {
  it('lists the orders; a paid one is refunded after the restatement, sent once with an Idempotency-Key', async () => {
    signInWith(['CAN_VIEW_QR_ORDERS', 'CAN_REFUND_QR_ORDER']);
    answers = {
      '/payment-support/qr-order': {
        status_code: 200,
        message: 'Processed!',
        data: {
          list: [ORDER, { ...ORDER, orderId: 'QRO0000002', status: 'CREATED', payerVpa: null }],
          page: 1,
          limit: 20,
          total: 2,
        },
      },
      '/qr/order/manual/refund': {
        status_code: 200,
        message: 'Refund initiated successfully!',
        data: { ...ORDER, status: 'REFUNDED', refundReference: 'RFD00000001' },
      },
    };
    renderInAdmin(<QrOrdersPage />);
    const table = await screen.findByRole('table', { name: 'QR orders' });
    expect(within(table).getAllByRole('button', { name: /Refund order/ })).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'Refund order QRO0000001' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sharma Stores (1000001)')).toBeTruthy();
    expect(within(dialog).getByText('₹1,249.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ orderId: 'QRO0000001' });
    expect(new Headers(post[1]!.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('shows no refund button without the refund key', async () => {
    signInWith(['CAN_VIEW_QR_ORDERS']);
    answers = {
      '/payment-support/qr-order': {
        status_code: 200,
        message: 'Processed!',
        data: { list: [ORDER], page: 1, limit: 20, total: 1 },
      },
    };
    renderInAdmin(<QrOrdersPage />);
    const table = await screen.findByRole('table', { name: 'QR orders' });
    expect(within(table).queryByRole('button', { name: /Refund/ })).toBeNull();
  });

  it('shows the server’s reason with Retry when payment-support answers a status_code other than 200', async () => {
    signInWith(['CAN_VIEW_QR_ORDERS']);
    answers = { '/payment-support/qr-order': { status_code: 503, message: 'QR orders unavailable', data: null } };
    renderInAdmin(<QrOrdersPage />, { retry: false });
    expect(await screen.findByText(/QR orders unavailable/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

const inMerchant = (node: React.ReactNode) =>
  renderInAdmin(
    <MerchantProviderScope>
      <Entity360Context.Provider value={{ entityId: '1000001', basePath: '/new-merchant/1000001' }}>
        {node}
      </Entity360Context.Provider>
    </MerchantProviderScope>,
  );
const ok = (data: unknown) => ({ success: true, message: 'Success', data });

describe('merchant 360: Card MDR, Wallet and Change MCC', () => {
  it('Card MDR lists network, type, rate and date', async () => {
    signInWith(['CAN_LIST_MERCHANT_DETAILS']);
    answers = {
      '/get-cc-mdr-info': ok([
        { id: 1, cardNetwork: 'VISA', cardType: 'CLASSIC', rate: 1.75, effectiveFrom: 1_700_000_000 },
      ]),
    };
    inMerchant(<MdrTab />);
    const table = await screen.findByRole('table', { name: 'Credit card MDR rates' });
    expect(within(table).getByText('VISA')).toBeTruthy();
    expect(within(table).getByText('1.75%')).toBeTruthy();
  });

  it('Wallet shows the balance per store and its transactions; a transaction opens its detail', async () => {
    signInWith(['CAN_LIST_MERCHANT_DETAILS']);
    const txn = {
      id: 9,
      txnId: 'P2P5000001001',
      storeId: '5000001',
      txnTime: 1_700_000_000,
      updatedAt: 1_700_000_060,
      payerName: 'Ravi Kumar',
      payeeName: 'Main store',
      payeeMobile: 'XXXXXX1234',
      bankReferenceNumber: 'BRN000000001',
      amount: 250,
      fee: 0,
      balance: 5250,
      status: 'SUCCESS',
      subStatus: null,
      txnType: 'P2P_RECEIVE',
      txnIndicator: 'CREDIT',
      mode: 'UPI',
      vpa: 'ravi@upi',
    };
    answers = {
      '/merchants/1000001/account': ok([
        { storeId: '5000001', storeName: 'Main store', balance: 5250, status: 'ACTIVE', updatedAt: 1_700_000_000 },
      ]),
      '/account/transactions': ok({ content: [txn], totalElements: 1, page: 0, size: 20, totalPages: 1 }),
      '/account/detail/P2P5000001001': ok(txn),
    };
    inMerchant(<WalletTab />);
    const balances = await screen.findByRole('table', { name: 'Wallet balance by store' });
    expect(within(balances).getByText('₹5,250.00')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Open transaction P2P5000001001' }));
    const dialog = await screen.findByRole('dialog', { name: /Wallet transaction P2P5000001001/ });
    expect(await within(dialog).findByText('BRN000000001')).toBeTruthy();
    expect(within(dialog).getByText('XXXXXX1234')).toBeTruthy();
  });

  it('Change MCC: hidden without the raise key; with it, restates now → after and sends it once', async () => {
    signInWith(['CAN_LIST_MERCHANT_DETAILS']);
    const first = inMerchant(<MccChangeButton m={MERCHANT} />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Change MCC' })).toBeNull());
    first.unmount();

    signInWith(['CAN_LIST_MERCHANT_DETAILS', 'CAN_RAISE_MCC_CHANGE']);
    answers = {
      '/meta-data/business-categories': ok([
        { mcc: '5411', name: 'Grocery Stores, Supermarkets' },
        { mcc: '5812', name: 'Eating Places, Restaurants' },
      ]),
      '/merchants/raise/request/mcc': ok({ id: 77 }),
    };
    (answers['/merchants/raise/request/mcc'] as { message: string }).message =
      'MCC change request placed successfully!';
    inMerchant(<MccChangeButton m={MERCHANT} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change MCC' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /New business category/ }));
    expect(screen.queryByRole('option', { name: /5411/ })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Eating Places, Restaurants (5812)' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Reason/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Business changed' }));
    expect(within(dialog).getByText('Eating Places, Restaurants')).toBeTruthy();
    expect(within(dialog).getByText('Grocery Stores, Supermarkets')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Remarks/ }), {
      target: { value: 'Serves meals now' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raise request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      merchantId: '1000041',
      mcc: '5812',
      reason: 'Business changed',
      remarks: 'Serves meals now',
    });
    expect(new Headers(post[1]!.headers).get('Idempotency-Key')).toBeTruthy();
  });
});
