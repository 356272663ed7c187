// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadAreas } from '../../../src/i18n';
import { RaiseFrmDialog } from '../../../src/pages/frm/RaiseFrmDialog';
import FrmPage from '../../../src/pages/frm/FrmPage';
import { renderInAdmin, signInWith } from '../helpers/admin-harness';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json({ success: true, message: 'Success', data });

const TXN = {
  id: 7,
  merchant_id: '4000000001',
  payment_transaction_id: 'SW123',
  bank_reference_no: '998877',
  amount: 1500,
};
const COMPLAINT = {
  id: 3,
  reference: 'FRM-000003',
  product: 'SWIPE',
  merchantId: '4000000001',
  transactionId: 7,
  paymentTransactionId: 'SW123',
  rrn: '998877',
  amountAtRisk: 900,
  category: 'Stolen card',
  description: 'Card stolen',
  status: 'UNDER_REVIEW',
  outcome: null,
  assignee: 'disputes@console.example',
  raisedBy: 'disputes@console.example',
  raisedAt: 0,
  updatedAt: 0,
  version: 2,
};
const DETAIL = {
  ...COMPLAINT,
  notes: [{ id: 1, author: 'disputes@console.example', text: 'Called the bank', createdAt: 0 }],
  transaction: { amount: 1500, paymentTimestamp: 0, payerInstrument: 'VISA', acquirerName: 'HDFC Bank' },
};

const fetchMock = vi.fn<typeof fetch>();
beforeAll(() => loadAreas(['frm', 'disputes']));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  signInWith(['CAN_CREATE_FRM_COMPLAINT', 'CAN_MANAGE_FRM_COMPLAINT']);
});
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as Record<string, unknown>;

describe('Raise FRM Complaint dialog', () => {
  it('prefills the amount, restates the transaction, refuses an amount above it, and names the reference raised', async () => {
    fetchMock.mockImplementation(async () => ok({ ...COMPLAINT, status: 'OPEN' }));
    const onClose = vi.fn();
    renderInAdmin(<RaiseFrmDialog txn={TXN} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Raise FRM Complaint' });
    expect(within(dialog).getByText('998877')).toBeTruthy();
    const amount = within(dialog).getByRole('textbox', { name: /Amount at risk/ });
    expect((amount as HTMLInputElement).value).toBe('1500');
    const submit = within(dialog).getByRole('button', { name: 'Raise complaint' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Category/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Stolen card' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Card stolen' },
    });
    fireEvent.change(amount, { target: { value: '1500.01' } });
    expect(within(dialog).getByText(/Cannot be more than ₹1,500.00/)).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '900' } });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/fraud-risk\/frm\/complaints$/);
    expect(bodyOf(0)).toEqual({
      transactionId: 7,
      category: 'Stolen card',
      description: 'Card stolen',
      amountAtRisk: 900,
    });
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('idempotency-key')).toBeTruthy();
  });
});

describe('/frm', () => {
  it('says so when nothing matches, and shows the reason with Retry when the list fails', async () => {
    fetchMock.mockImplementationOnce(async () => ok({ content: [], totalElements: 0 }));
    const { unmount } = renderInAdmin(<FrmPage />, { retry: false });
    expect(await screen.findByText('No Record Found!')).toBeTruthy();
    unmount();
    fetchMock.mockImplementation(async () => json({ success: false, message: 'Fraud-risk is down', data: null }, 500));
    renderInAdmin(<FrmPage />, { retry: false });
    expect(await screen.findByText(/Fraud-risk is down|Something went wrong/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('lists, filters, opens a complaint and closes it only with an outcome, restating from → to', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      const u = String(url);
      if (init?.method === 'POST') return ok({ ...DETAIL, status: 'CLOSED', outcome: 'NOT_FRAUD', version: 3 });
      if (/complaints\/3/.test(u)) return ok(DETAIL);
      return ok({ content: [COMPLAINT], totalElements: 1 });
    });
    renderInAdmin(<FrmPage />, { retry: false });
    const open = await screen.findByRole('button', { name: 'Open FRM-000003' });
    fireEvent.change(screen.getByRole('textbox', { name: /Search/ }), { target: { value: '998877' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('q=998877'))).toBe(true));

    fireEvent.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'FRM complaint FRM-000003' });
    expect(await within(drawer).findByText('Called the bank')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close complaint' }));
    const confirm = await screen.findByRole('dialog', { name: 'Move to Closed?' });
    expect(within(confirm).getByText('Under review')).toBeTruthy();
    const go = within(confirm).getByRole('button', { name: 'Confirm' });
    expect((go as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(within(confirm).getByRole('combobox', { name: /Outcome/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Not fraud' }));
    expect((go as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(go);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.findIndex(([, i]) => i?.method === 'POST');
    expect(String(fetchMock.mock.calls[post]![0])).toMatch(/complaints\/3\/move$/);
    expect(bodyOf(post)).toEqual({ to: 'CLOSED', version: 2, outcome: 'NOT_FRAUD' });
  });
});
