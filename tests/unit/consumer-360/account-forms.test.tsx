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
import {
  CardChargeAction,
  cardChargeProblems,
  cardChargeTooLong,
} from '../../../src/pages/consumer-360/actions/CardChargeAction';
import { ManualRefundAction } from '../../../src/pages/consumer-360/actions/ManualRefundAction';
import { OfflineRepaymentAction } from '../../../src/pages/consumer-360/actions/OfflineRepaymentAction';
import { SendMoneyAction } from '../../../src/pages/consumer-360/actions/SendMoneyAction';
import {
  WhitelistAction,
  whitelistComplete,
  whitelistMobileProblem,
} from '../../../src/pages/consumer-360/actions/WhitelistAction';
import type { ConsumerSummary } from '../../../src/pages/consumer-360/useConsumer';
import { ApiError } from '../../../dataProviders/http';

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

function renderWith(
  ui: React.ReactNode,
  denied: readonly string[] = [],
  consumerAction = vi.fn((..._args: unknown[]) => Promise.resolve({ data: {}, message: 'Success!' })),
) {
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
  it('keeps an amount or a text typed too long and refuses it with its message (issue 41 item 2)', async () => {
    const action = renderWith(<CardChargeAction summary={summary()} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Card charge' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Card charge' }));
    const dialog = await screen.findByRole('dialog');
    type(dialog, /^Amount/, '1234567890123');
    expect((within(dialog).getByRole('textbox', { name: /^Amount/ }) as HTMLInputElement).value).toBe('1234567890123');
    expect(within(dialog).getByText('Too long: at most 12 characters (commas not counted).')).toBeTruthy();
    type(dialog, /^Amount/, '1,00,000');
    expect(within(dialog).getByText('₹1,00,000.00')).toBeTruthy();
    await choose(dialog, /Charge type/, 'SURCHARGE');
    type(dialog, /^VPA/, 'shop@okbank');
    type(dialog, /Payee name/, 'Shop');
    await choose(dialog, /^Mode/, 'ATM');
    type(dialog, /Bank reference/, 'R'.repeat(21));
    expect((within(dialog).getByRole('textbox', { name: /Bank reference/ }) as HTMLInputElement).value).toHaveLength(
      21,
    );
    expect(within(dialog).getByText('Cannot be more than 20 characters.')).toBeTruthy();
    type(dialog, /Bank reference/, 'UTR1');
    type(dialog, /Narration 2/, 'N'.repeat(101));
    expect(within(dialog).getByText('Cannot be more than 100 characters.')).toBeTruthy();
    expect(confirm(dialog).hasAttribute('disabled')).toBe(true);
    type(dialog, /Narration 2/, 'Fee');
    fireEvent.click(confirm(dialog));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action.mock.calls[0]?.[1]).toMatchObject({ amount: '100000', narration2: 'Fee' });
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
    expect(
      cardChargeProblems({ ...v, accountNumber: '123456789', ifsc: 'HDFC0001234', merchantName: 'M'.repeat(121) }),
    ).toEqual(['merchantName']);
    expect(cardChargeTooLong({ ...v, payeeName: 'B'.repeat(120), narration3: 'n'.repeat(101) })).toEqual([
      'narration3',
    ]);
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
  it('a retry after no answer sends the same Idempotency-Key; after the server refused, a new one', async () => {
    const action = vi.fn((..._args: unknown[]) => Promise.resolve({ data: {}, message: 'Success!' }));
    action
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError('Amount exceeds the dues', 400, 'Bad Request', null));
    renderWith(<ManualRefundAction summary={summary({ totalDueAmount: 100 })} />, [], action);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Manual refund' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Manual refund' }));
    const dialog = await screen.findByRole('dialog');
    type(dialog, /^Amount/, '50');
    type(dialog, /Comments/, 'Goodwill');
    for (const calls of [1, 2, 3]) {
      await waitFor(() => expect(confirm(dialog).hasAttribute('disabled')).toBe(false));
      fireEvent.click(confirm(dialog));
      await waitFor(() => expect(action).toHaveBeenCalledTimes(calls));
    }
    const [noAnswer, retried, afterRefusal] = action.mock.calls.map((call) => call[2]);
    expect(typeof noAnswer).toBe('string');
    expect(retried).toBe(noAnswer);
    expect(afterRefusal).not.toBe(retried);
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
    type(dialog, /PQ limit/, '25,000');
    expect(within(dialog).getByText('₹25,000.00')).toBeTruthy();
    type(dialog, /Reason/, 'Campaign');
    expect(confirm(dialog).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Mobile: 10 digits.')).toBeTruthy();
    // Issue 41 item 2: an 11th digit is kept as typed and refused with its message, never cut.
    type(dialog, /^Mobile/, '98765432101');
    expect((within(dialog).getByRole('textbox', { name: /^Mobile/ }) as HTMLInputElement).value).toBe('98765432101');
    expect(within(dialog).getByText('Cannot be more than 10 characters.')).toBeTruthy();
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
  it('whitelist rules: a mobile too long or short says why; the PQ limit and reason as the server takes them', () => {
    expect(whitelistMobileProblem('')).toBeNull();
    expect(whitelistMobileProblem('9876543210')).toBeNull();
    expect(whitelistMobileProblem('98765')).toBe('consumer360.whitelist.mobile_invalid');
    expect(whitelistMobileProblem('98765432101')).toBe('validation.too_long');
    const ok = { mobile: '9876543210', pqLimit: '1,00,000', reason: 'Campaign' };
    expect(whitelistComplete(ok)).toBe(true);
    expect(whitelistComplete({ ...ok, pqLimit: '1000000000' })).toBe(false);
    expect(whitelistComplete({ ...ok, pqLimit: '999999999.99' })).toBe(true);
    expect(whitelistComplete({ ...ok, reason: 'r'.repeat(301) })).toBe(false);
    expect(whitelistComplete({ ...ok, mobile: '98765432101' })).toBe(false);
  });
  it('is disabled with the reason when the permission is missing', async () => {
    renderWith(<WhitelistAction />, ['action-whitelist']);
    await waitFor(() => expect(screen.getByLabelText('Needs CAN_WHITELIST_POSTPE_CONSUMER.')).toBeTruthy());
  });
});

describe('offline repayment and send money forms', () => {
  it('offline repayment: every field required, the amount at most what is due; the effect shows the new due', async () => {
    const action = renderWith(<OfflineRepaymentAction summary={summary({ totalDueAmount: 500 })} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Offline repayment' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Offline repayment' }));
    const dialog = await screen.findByRole('dialog');
    type(dialog, /^Amount/, '600');
    type(dialog, /Bank reference/, 'UTR123');
    await choose(dialog, /Transfer type/, 'NBFC direct');
    await choose(dialog, /Offline reason/, 'Ad-hoc customer delight');
    type(dialog, /Comments/, 'Paid at branch');
    expect(confirm(dialog).hasAttribute('disabled')).toBe(true);
    type(dialog, /^Amount/, '200');
    expect(within(dialog).getByText(/total due ₹500(\.00)? → ₹300/)).toBeTruthy();
    fireEvent.click(confirm(dialog));
    await waitFor(() =>
      expect(action).toHaveBeenCalledWith(
        'offlineRepayment',
        {
          consumerId: 1001,
          amount: '200',
          bankReferenceNumber: 'UTR123',
          transferType: 'NBFC_DIRECT',
          offlineReason: 'Ad-hoc customer delight',
          comments: 'Paid at branch',
        },
        expect.any(String),
      ),
    );
  }, 120_000);

  it('send money: a valid IFSC and account are needed; waiving the fee is sent and shown in the total', async () => {
    const action = renderWith(<SendMoneyAction summary={summary()} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send money' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send money' }));
    const dialog = await screen.findByRole('dialog');
    // Issue 41 item 2: too long is refused with its message and kept as typed (spec §5.8 'decimal max 10').
    type(dialog, /^Amount/, '12345678901');
    expect((within(dialog).getByRole('textbox', { name: /^Amount/ }) as HTMLInputElement).value).toBe('12345678901');
    expect(within(dialog).getByText('Too long: at most 10 characters (commas not counted).')).toBeTruthy();
    type(dialog, /^Amount/, '1,2,3');
    expect(within(dialog).getByText(/Enter an amount in rupees/)).toBeTruthy();
    // Indian grouping is read, the amount shown, and the plain amount sent.
    type(dialog, /^Amount/, '1,00,000');
    expect(within(dialog).getByText('₹1,00,000.00')).toBeTruthy();
    type(dialog, /^Amount/, '25,000');
    type(dialog, /Bank account number/, '123456789012');
    type(dialog, /IFSC/, 'HDFC123');
    type(dialog, /Remarks/, 'Refund of excess');
    expect(confirm(dialog).hasAttribute('disabled')).toBe(true);
    type(dialog, /IFSC/, 'hdfc0001234');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Waive convenience fee: yes' }));
    expect(within(dialog).getByText(/IMPS charge of ₹0/)).toBeTruthy();
    fireEvent.click(confirm(dialog));
    await waitFor(() =>
      expect(action).toHaveBeenCalledWith(
        'sendMoney',
        {
          consumerId: 1001,
          amount: '25000',
          accountNumber: '123456789012',
          ifsc: 'HDFC0001234',
          waiveConvenienceFee: true,
          remarks: 'Refund of excess',
        },
        expect.any(String),
      ),
    );
  });

  it('send money is unavailable, and says why, unless the account is ACTIVE', async () => {
    renderWith(<SendMoneyAction summary={summary({ accountStatus: 'BLOCKED' })} />);
    await waitFor(() => expect(screen.getByLabelText('Money can be sent from an ACTIVE account only.')).toBeTruthy());
  });
});
