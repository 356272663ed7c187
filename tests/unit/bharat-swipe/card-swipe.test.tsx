// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { loadAreas } from '../../../src/i18n';
import { Entity360Context } from '../../../src/common/entity-360';
import {
  monthLabel,
  orderLinkSummary,
  qrAmountOf,
  qrAmountProblem,
  qrSummary,
} from '../../../src/pages/merchant-360/card-swipe';
import { MerchantProviderScope } from '../../../src/pages/merchant-360/provider';
import CardSwipeTab from '../../../src/pages/merchant-360/tabs/CardSwipeTab';
import { keyTranslate } from '../helpers/key-translate';
import { renderInAdmin, signInWith } from '../helpers/admin-harness';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = 'Success') => ({ success: true, message, data });

/** Each answer by the path's end (GET) or by `POST <end>`; anything else fails as the server would. */
let answers: Record<string, unknown> = {};
const fetchMock = vi.fn<typeof fetch>();
beforeAll(() => loadAreas(['bharatSwipe', 'merchant360']));
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const post = init?.method === 'POST';
    const key = Object.keys(answers).find((k) =>
      post ? k.startsWith('POST ') && url.pathname.endsWith(k.slice(5)) : url.pathname.endsWith(k),
    );
    if (!key) return json({ success: false, message: 'Something went wrong!' }, 500);
    const answer = answers[key] as { status?: number };
    return json(answer, answer.status ?? 200);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  answers = {};
});

const PROFILE = {
  merchantId: '1000001',
  name: 'Sharma Stores',
  mobile: 'XXXXXX0001',
  kycStatus: 'VERIFIED',
  version: 1,
};
const MONTHS = [
  {
    id: '2026-11',
    month: '2026-11',
    devices: 1,
    rent: 299,
    luCharge: 100,
    total: 399,
    paid: 0,
    due: 399,
    waived: 0,
    cashback: 0,
    status: 'DUE',
  },
  {
    id: '2026-10',
    month: '2026-10',
    devices: 1,
    rent: 299,
    luCharge: 0,
    total: 299,
    paid: 299,
    due: 0,
    waived: 0,
    cashback: 299,
    status: 'PAID',
  },
];
const DEVICE_MONTH = {
  id: 7,
  month: '2026-10',
  deviceSerial: 'SN700000',
  terminalId: 'T80000000',
  model: 'PAX D180',
  rent: 299,
  luCharge: 0,
  total: 299,
  txnCount: 48,
  txnVolume: 118750.25,
  status: 'PAID',
  chargedAt: Date.UTC(2026, 9, 2),
  paidAt: Date.UTC(2026, 9, 6),
};
const QR = {
  qrId: 'DQRabc123',
  merchantId: '1000001',
  storeId: '5000001',
  kind: 'DYNAMIC',
  amount: 1250.5,
  payload: 'upi://pay?pa=bharatpe.1000001%40icici&pn=Sharma+Stores&tr=DQRabc123&am=1250.50&cu=INR',
  image: 'data:image/png;base64,iVBORw0KGgo=',
  createdBy: 'support@console.example',
  createdAt: Date.UTC(2026, 10, 29, 5, 0),
  expiresAt: Date.UTC(2026, 10, 29, 5, 15),
  created: true,
};

const baseAnswers = (): Record<string, unknown> => ({
  '/merchants/1000001': ok(PROFILE),
  '/merchants/1000001/stores': ok([
    { id: 1, storeId: '5000001', name: 'Main store', status: 'ACTIVE' },
    { id: 2, storeId: '6000001', name: 'Old store', status: 'INACTIVE' },
  ]),
  '/payment/monthWiseCharges': ok(MONTHS),
  '/payment/monthlyChargeDetails': ok([DEVICE_MONTH]),
  '/payment/luChargeDetails': ok([]),
  '/payment/getRentalCashbackDetails': ok([]),
  '/tpv/merchant': ok({
    merchantId: '1000001',
    status: 'FAILED',
    accountHolder: 'Merchant 1000001',
    accountNo: 'XXXXXXXXX0001',
    ifsc: 'SBIN0001234',
    bankName: 'State Bank of India',
    nameAtBank: 'R K TRADERS',
    nameMatch: 38,
    failureReason: 'Name at the bank does not match the merchant name',
    requestedAt: Date.UTC(2026, 10, 1),
    verifiedAt: null,
  }),
  '/get-merchant-inactivity-details': ok([]),
  '/reactivation-audit-trails': ok([]),
  '/deactivation/requests': ok([]),
  '/orders/list/1000001': ok([]),
});

const inMerchant = (node: React.ReactNode) =>
  renderInAdmin(
    <MerchantProviderScope>
      <Entity360Context.Provider value={{ entityId: '1000001', basePath: '/new-merchant/1000001' }}>
        {node}
        <Notification />
      </Entity360Context.Provider>
    </MerchantProviderScope>,
  );

const postsTo = (end: string) =>
  fetchMock.mock.calls.filter(([u, i]) => i?.method === 'POST' && String(u).endsWith(end));

describe('what the card-swipe confirmations restate (pure)', () => {
  it('a dynamic QR: merchant, store, amount in ₹, 15 minutes, by whom; a static one: one per store', () => {
    const ask = { merchantId: '1000001', merchantName: 'Sharma Stores', storeId: '5000001', storeName: 'Main store' };
    const dynamic = qrSummary({ ...ask, kind: 'DYNAMIC', amount: 125000.5 }, 'Sunil', keyTranslate);
    expect(dynamic.subject).toBe('bharatSwipe.qr.subject_dynamic {"merchantId":"1000001"}');
    expect(dynamic.facts).toEqual([
      ['bharatSwipe.qr.merchant', 'Sharma Stores (1000001)'],
      ['bharatSwipe.qr.store', 'Main store (5000001)'],
      ['bharatSwipe.qr.amount', '₹1,25,000.50'],
      ['bharatSwipe.qr.valid', 'bharatSwipe.qr.valid_dynamic {"minutes":15}'],
      ['bharatSwipe.by', 'Sunil'],
    ]);
    const fixed = qrSummary({ ...ask, kind: 'STATIC' }, 'Sunil', keyTranslate);
    expect(fixed.facts.map(([label]) => label)).not.toContain('bharatSwipe.qr.amount');
    expect(fixed.next).toBe('bharatSwipe.qr.next_static');
  });

  it('the order link: to the masked mobile, 48 hours, the cooldown', () => {
    const s = orderLinkSummary(
      { merchantId: '1000001', name: 'Sharma Stores', mobile: 'XXXXXX0001' },
      'Sunil',
      keyTranslate,
    );
    expect(s.facts[0]).toEqual(['bharatSwipe.link.to', 'Sharma Stores · XXXXXX0001']);
    expect(s.facts[2]).toEqual(['bharatSwipe.link.valid', 'bharatSwipe.link.valid_value {"hours":48}']);
    expect(s.next).toBe('bharatSwipe.link.next {"minutes":15}');
  });

  it('reads a QR amount from ₹1 to ₹1,00,000 with two decimals at most; months read as words', () => {
    expect(qrAmountOf('1,250.50')).toBe(1250.5);
    expect(qrAmountOf('1,00,000')).toBe(100000);
    for (const bad of ['', '0.5', '100000.01', '12.345', 'abc', '-5']) expect(qrAmountOf(bad)).toBeNull();
    expect(qrAmountProblem('0.5')).toBe('bharatSwipe.qr.too_small');
    expect(qrAmountProblem('5')).toBeNull();
    expect(monthLabel('2026-11')).toBe('Nov 2026');
  });
});

describe('merchant 360: the Card swipe tab', () => {
  it("shows charges by month and a month's details by device, and the TPV failure with the account masked", async () => {
    signInWith(['CAN_LIST_MERCHANT_DETAILS']);
    answers = baseAnswers();
    inMerchant(<CardSwipeTab />);
    const months = await screen.findByRole('table', { name: 'Charges by month' });
    expect(await within(months).findByText('Nov 2026')).toBeTruthy();
    expect(within(months).getAllByText('₹399.00').length).toBeGreaterThan(0);
    expect(await screen.findByText('Name at the bank does not match the merchant name')).toBeTruthy();
    expect(screen.getByText('XXXXXXXXX0001')).toBeTruthy();
    // Without the keys, no QR or order-link button.
    expect(screen.queryByRole('button', { name: 'Generate dynamic QR' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send order link' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Details of Oct 2026' }));
    const details = await screen.findByRole('table', { name: 'Charges in Oct 2026' });
    expect(await within(details).findByText('SN700000')).toBeTruthy();
    expect(within(details).getByText('₹1,18,750.25')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('/monthlyChargeDetails'));
    expect(String(call![0])).toMatch(/merchantId=1000001/);
    expect(String(call![0])).toMatch(/month=2026-10/);
    expect(screen.getAllByText('No Record Found!').length).toBeGreaterThan(0);
  });

  it('generates a dynamic QR for a store and an amount, restating them, and shows the QR answered', async () => {
    signInWith(['CAN_LIST_MERCHANT_DETAILS', 'CAN_GENERATE_SWIPE_QR']);
    answers = { ...baseAnswers(), 'POST /bharat-swipe/crm/qr/dynamic': ok(QR, 'QR generated.') };
    inMerchant(<CardSwipeTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Generate dynamic QR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate a dynamic QR?' });
    const confirm = within(dialog).getByRole('button', { name: 'Generate dynamic QR' }) as HTMLButtonElement;
    await waitFor(() => expect(within(dialog).getAllByText('Main store (5000001)')).toHaveLength(2));
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Amount/ }), { target: { value: '1,250.50' } });
    expect(within(dialog).getAllByText('₹1,250.50').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('For 15 minutes, for this amount only')).toBeTruthy();
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    expect(await screen.findByText(/^Dynamic QR DQRabc123 for ₹1,250.50 is ready; it expires at/)).toBeTruthy();
    const shown = await screen.findByRole('dialog', { name: 'QR DQRabc123' });
    expect(within(shown).getByRole('img', { name: 'QR code DQRabc123 for store 5000001' })).toBeTruthy();
    expect(within(shown).getByText(QR.payload)).toBeTruthy();
    const [post] = postsTo('/bharat-swipe/crm/qr/dynamic');
    expect(JSON.parse(String(post![1]!.body))).toEqual({ merchantId: '1000001', storeId: '5000001', amount: 1250.5 });
    expect(new Headers(post![1]!.headers).get('idempotency-key')).toBeTruthy();
  });

  it("sends the order link to the masked mobile, toasting it; a repeat shows the server's cooldown", async () => {
    signInWith(['CAN_LIST_MERCHANT_DETAILS', 'CAN_SEND_SWIPE_ORDER_LINK']);
    const sent = {
      linkId: 'abc123XYZ0',
      merchantId: '1000001',
      mobile: 'XXXXXX0001',
      url: 'https://bharatpe.example/swipe/order/abc123XYZ0',
      sentAt: Date.UTC(2026, 10, 29, 5),
      expiresAt: Date.UTC(2026, 11, 1, 5),
    };
    answers = { ...baseAnswers(), 'POST /send/orderLink/notification': ok(sent, 'Order link sent.') };
    inMerchant(<CardSwipeTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send order link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the order link?' });
    expect(within(dialog).getByText('Sharma Stores · XXXXXX0001')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send order link' }));
    expect(await screen.findByText(/^Order link sent to XXXXXX0001 \(merchant 1000001\); it expires at/)).toBeTruthy();
    expect(JSON.parse(String(postsTo('/send/orderLink/notification')[0]![1]!.body))).toEqual({ merchantId: '1000001' });

    const cooldown = 'An order link was sent to this merchant less than 15 minutes ago. Try again in 14 minutes.';
    answers['POST /send/orderLink/notification'] = { success: false, message: cooldown, data: null, status: 429 };
    fireEvent.click(await screen.findByRole('button', { name: 'Send order link' }));
    const again = await screen.findByRole('dialog', { name: 'Send the order link?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Send order link' }));
    expect(await screen.findByText(cooldown)).toBeTruthy();
  });

  it('opens an order’s status with its history', async () => {
    signInWith(['CAN_LIST_MERCHANT_DETAILS']);
    const order = {
      id: 'BSO-1000001-3',
      orderId: 'BSO-1000001-3',
      storeId: '5000001',
      plan: 'Swipe Lite (₹299/month)',
      quantity: 1,
      amount: 999,
      status: 'DELIVERED',
      createdAt: Date.UTC(2026, 10, 1),
      updatedAt: Date.UTC(2026, 10, 5),
    };
    answers = {
      ...baseAnswers(),
      '/orders/list/1000001': ok([order]),
      '/orders/status/1000001/BSO-1000001-3': ok({
        ...order,
        courier: 'Delhivery',
        awb: 'DL10000012',
        history: [
          { status: 'PLACED', at: Date.UTC(2026, 10, 1) },
          { status: 'DISPATCHED', at: Date.UTC(2026, 10, 3) },
          { status: 'DELIVERED', at: Date.UTC(2026, 10, 5) },
        ],
      }),
    };
    inMerchant(<CardSwipeTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Status of order BSO-1000001-3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order BSO-1000001-3' });
    expect(await within(dialog).findByText('DL10000012')).toBeTruthy();
    const history = within(dialog).getByRole('table', { name: 'Status history' });
    expect(within(history).getAllByRole('row')).toHaveLength(4);
  });

  it('reactivates an inactive ACTIVE terminal with a reason, for those who move devices', async () => {
    signInWith(['CAN_LIST_MERCHANT_DETAILS', 'CAN_MOVE_DEVICES']);
    const row = (serial: string, state: string) => ({
      id: serial,
      deviceSerial: serial,
      terminalId: 'T80000001',
      storeId: '5000001',
      deviceStatus: 'ACTIVE',
      lastTxnAt: Date.UTC(2026, 7, 1),
      idleDays: state === 'INACTIVE' ? 75 : 2,
      state,
    });
    answers = {
      ...baseAnswers(),
      '/get-merchant-inactivity-details': ok([row('SN700001', 'INACTIVE'), row('SN700002', 'ACTIVE')]),
      'POST /bharat-swipe/crm/reactivate-device': ok({}, 'Device reactivated. SN700001.'),
    };
    inMerchant(<CardSwipeTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reactivate SN700001' }));
    expect(screen.queryByRole('button', { name: 'Reactivate SN700002' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate SN700001' });
    expect(within(dialog).getByText('Device SN700001')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Merchant resumed trading' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reactivate device' }));
    expect(await screen.findByText('Device reactivated. SN700001.')).toBeTruthy();
    const [call] = postsTo('/reactivate-device');
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      merchantId: '1000001',
      deviceSerial: 'SN700001',
      reason: 'Merchant resumed trading',
    });
  });
});
