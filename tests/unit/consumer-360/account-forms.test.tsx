// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, testDataProvider, type AuthProvider } from 'react-admin';
import {
  cardChargeBody,
  manualRefundBody,
  payeeProblems,
  whitelistBody,
} from '../../../contract/consumer/account-forms';
import { i18nProvider } from '../../../src/i18n';
import { CardChargeAction, cardChargeProblems } from '../../../src/pages/consumer-360/actions/CardChargeAction';
import { ManualRefundAction } from '../../../src/pages/consumer-360/actions/ManualRefundAction';
import { WhitelistAction } from '../../../src/pages/consumer-360/actions/WhitelistAction';
import type { ConsumerSummary } from '../../../src/pages/consumer-360/useConsumer';

const auth = (denied: readonly string[] = []): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve([]),
  getIdentity: () => Promise.resolve({ id: 7, fullName: 'Agent', email: 'agent@console.example' }),
  canAccess: ({ resource }) => Promise.resolve(!denied.some((d) => resource.endsWith(d))),
});
const summary = (over: Partial<{ accountStatus: string; totalDueAmount: number }> = {}) =>
  ({
    consumerId: 1001,
    accountStatus: over.accountStatus ?? 'ACTIVE',
    postPaidAccount: { totalDueAmount: over.totalDueAmount ?? 1000 },
  }) as unknown as ConsumerSummary;

function renderWith(ui: React.ReactNode, denied: readonly string[] = []) {
  const consumerAction = vi.fn(() => Promise.resolve({ data: {}, message: 'Success!' }));
  render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={{ ...testDataProvider(), consumerAction }}
        authProvider={auth(denied)}
        i18nProvider={i18nProvider}
      >
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return consumerAction;
}
const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });
const choose = async (dialog: HTMLElement, label: RegExp, option: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const confirm = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Confirm' });

describe('§5.8 form rules (contract)', () => {
  it('card charges: amount decimal max 12, the three types, each payee kind with its own fields, IFSC max 11', () => {
    const base = {
      consumerId: 1,
      amount: '10',
      chargeType: 'SURCHARGE',
      payeeKind: 'MOBILE',
      payeeName: 'Ravi',
      payeeMobile: '9876543210',
      mode: 'ATM',
      bankReferenceNumber: 'REF1',
    };
    expect(cardChargeBody.safeParse(base).success).toBe(true);
    expect(cardChargeBody.safeParse({ ...base, amount: '1234567890.12' }).success).toBe(false);
    expect(cardChargeBody.safeParse({ ...base, chargeType: 'OTHER' }).success).toBe(false);
    expect(cardChargeBody.safeParse({ ...base, mode: 'UPI' }).success).toBe(false);
    expect(payeeProblems({ payeeKind: 'VPA', payeeName: 'A', vpa: 'a@bank' })).toEqual([]);
    expect(payeeProblems({ payeeKind: 'MOBILE', payeeName: '', payeeMobile: '123' }).map((p) => p.path)).toEqual([
      'payeeName',
      'payeeMobile',
    ]);
    expect(
      payeeProblems({ payeeKind: 'ACCOUNT', payeeName: 'B', accountNumber: '12345678', ifsc: 'HDFC00012345' }),
    ).toHaveLength(1);
  });
  it('whitelist needs mobile, PQ limit and reason and takes no whitelisted-by; manual refund needs both fields', () => {
    expect(whitelistBody.safeParse({ mobile: '9876543210', pqLimit: '5000', reason: 'Campaign' }).success).toBe(true);
    expect(whitelistBody.safeParse({ mobile: '9876543210', pqLimit: 'x', reason: 'Campaign' }).success).toBe(false);
    expect(
      whitelistBody.safeParse({ mobile: '9876543210', pqLimit: '1', reason: 'r', whitelistedBy: 'me' }).success,
    ).toBe(false);
    expect(manualRefundBody.safeParse({ consumerId: 1, amount: '10', comments: '' }).success).toBe(false);
    expect(manualRefundBody.safeParse({ consumerId: 1, amount: '10', comments: 'ok' }).success).toBe(true);
  });
});

describe('card charge form', () => {
  it('keeps Confirm disabled until the required fields are valid, then sends the body with an Idempotency-Key', async () => {
    const action = renderWith(<CardChargeAction summary={summary()} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Card charge' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Card charge' }));
    const dialog = await screen.findByRole('dialog');
    expect(confirm(dialog).hasAttribute('disabled')).toBe(true);
    type(dialog, /^Amount/, '149.50');
    await choose(dialog, /Charge type/, 'LATE_PRESENTMENT');
    type(dialog, /^VPA/, 'shop@okbank');
    type(dialog, /Payee name/, 'Shop');
    await choose(dialog, /^Mode/, 'POS');
    expect(confirm(dialog).hasAttribute('disabled')).toBe(true);
    type(dialog, /Bank reference/, 'UTR1');
    expect(within(dialog).getByText(/Charges ₹149\.50 to the card/)).toBeTruthy();
    expect(confirm(dialog).hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm(dialog));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action.mock.calls[0]).toEqual([
      'cardCharge',
      expect.objectContaining({ amount: '149.50', chargeType: 'LATE_PRESENTMENT', vpa: 'shop@okbank', mode: 'POS' }),
      expect.any(String),
    ]);
  }, 120_000);
  it('the account payee asks for account number, IFSC and beneficiary name', () => {
    const v = {
      amount: '1',
      chargeType: 'CARD_USAGE',
      payeeKind: 'ACCOUNT' as const,
      payeeName: 'Ben',
      vpa: '',
      payeeMobile: '',
      accountNumber: '',
      ifsc: '',
      parentTxnId: '',
      merchantName: '',
      mode: 'IMPS',
      bankReferenceNumber: 'R',
      narration1: '',
      narration2: '',
      narration3: '',
    };
    expect(cardChargeProblems(v)).toEqual(['accountNumber', 'ifsc']);
    expect(cardChargeProblems({ ...v, accountNumber: '123456789', ifsc: 'HDFC0001234' })).toEqual([]);
  });
  it('says why it is unavailable: no permission, or a closed account', async () => {
    renderWith(<CardChargeAction summary={summary({ accountStatus: 'CLOSED' })} />);
    const button = await screen.findByRole('button', { name: 'Card charge' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('A closed account cannot be charged.')).toBeTruthy();
  });
});

describe('manual refund and whitelist forms', () => {
  it('manual refund: amount at most what is due and comments, both required', async () => {
    const action = renderWith(<ManualRefundAction summary={summary({ totalDueAmount: 100 })} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Manual refund' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Manual refund' }));
    const dialog = await screen.findByRole('dialog');
    type(dialog, /^Amount/, '150');
    type(dialog, /Comments/, 'Goodwill');
    expect(confirm(dialog).hasAttribute('disabled')).toBe(true);
    type(dialog, /^Amount/, '50');
    expect(confirm(dialog).hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm(dialog));
    await waitFor(() =>
      expect(action).toHaveBeenCalledWith(
        'manualRefund',
        { consumerId: 1001, amount: '50', comments: 'Goodwill' },
        expect.any(String),
      ),
    );
  });
  it('whitelist: whitelisted by is the signed-in agent, read-only; mobile, PQ limit and reason are required', async () => {
    const action = renderWith(<WhitelistAction />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Whitelist' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Whitelist' }));
    const dialog = await screen.findByRole('dialog');
    const by = within(dialog).getByLabelText('Whitelisted by') as HTMLInputElement;
    await waitFor(() => expect(by.value).toBe('agent@console.example'));
    expect(by.readOnly).toBe(true);
    type(dialog, /^Mobile/, '98765');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /PQ limit/ }), { target: { value: '25000' } });
    type(dialog, /Reason/, 'Campaign');
    expect(confirm(dialog).hasAttribute('disabled')).toBe(true);
    type(dialog, /^Mobile/, '9876543210');
    fireEvent.click(confirm(dialog));
    await waitFor(() =>
      expect(action).toHaveBeenCalledWith(
        'whitelist',
        { mobile: '9876543210', pqLimit: '25000', reason: 'Campaign' },
        expect.any(String),
      ),
    );
  }, 120_000);
  it('is disabled with the reason when the permission is missing', async () => {
    renderWith(<WhitelistAction />, ['action-whitelist']);
    await waitFor(() => expect(screen.getByLabelText('Needs CAN_WHITELIST_POSTPE_CONSUMER.')).toBeTruthy());
  });
});
