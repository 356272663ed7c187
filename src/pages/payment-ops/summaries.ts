import type { WithdrawalAction } from '../../../contract/payment-ops/calls';
import { toPaise } from '../../../contract/money';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr, orNotAvailable } from '../../format';
import type { PayoutComparison, PushLog, WithdrawalRequest } from '../../../dataProviders/payouts/payment-ops';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const W = 'paymentOps.withdrawal';
const next = { APPROVE: 'APPROVED', HOLD: 'ON_HOLD', REJECT: 'REJECTED' } as const;

/** Pure: the balance left once `amount` is debited (rupees, added in whole paise). */
export const balanceAfter = (balance: number, amount: number): number => (toPaise(balance) - toPaise(amount)) / 100;

/** Pure: whether the available balance covers the amount (the server checks again at approval). */
export const covers = (r: Pick<WithdrawalRequest, 'available' | 'amount'>): boolean =>
  toPaise(r.available) >= toPaise(r.amount);

/**
 * Pure: what a withdrawal decision restates before it is confirmed: the merchant, the ₹ amount, the account and its
 * balance; the state before → after and, for an approval, the balance before → after; what happens next.
 */
export function withdrawalSummary(
  r: WithdrawalRequest,
  action: WithdrawalAction,
  translate: Translate,
): DecisionSummary {
  const merchant = `${r.merchantName} (${r.merchantId})`;
  const amount = formatInr(r.amount);
  const after = formatInr(balanceAfter(r.balance, r.amount));
  const state = (s: string) => translate(`paymentOps.states.${s}`);
  return {
    subject: translate(`${W}.subject`, { request: r.requestId }),
    facts: [
      [translate(`${W}.field.merchant`), merchant],
      [translate(`${W}.field.amount`), amount],
      [translate(`${W}.field.account`), `${r.accountId} (${r.accountStatus})`],
      [translate(`${W}.field.available`), formatInr(r.available)],
      ...(r.merchantNote ? [[translate(`${W}.field.note`), r.merchantNote] as const] : []),
    ],
    changes: [
      { label: translate(`${W}.field.status`), before: state(r.status), after: state(next[action]) },
      ...(action === 'APPROVE'
        ? [{ label: translate(`${W}.field.balance`), before: formatInr(r.balance), after }]
        : []),
    ],
    afterLabel: 'schema.confirm.after',
    ...(action === 'APPROVE' && !covers(r)
      ? { note: translate(`${W}.short`, { available: formatInr(r.available) }) }
      : {}),
    next: translate(`${W}.next.${action}`, { amount, merchant, after }),
  };
}

/** Pure: what pushing a transaction's status restates: the transaction, merchant, amount, status and callback URL. */
export function pushSummary(t: PushLog, maxAttempts: number, translate: Translate): DecisionSummary {
  const P = 'paymentOps.push';
  return {
    subject: translate(`${P}.transaction`, { txnId: t.txnId }),
    facts: [
      [translate(`${P}.field.merchant`), `${t.merchantName} (${t.merchantId})`],
      [translate(`${P}.field.amount`), formatInr(t.amount)],
      [translate(`${P}.field.status`), t.status],
      [translate(`${P}.field.callback`), orNotAvailable(t.callbackUrl)],
    ],
    next: translate(`${P}.summary_next`, { status: t.status, url: t.callbackUrl ?? '', max: maxAttempts }),
  };
}

/** Pure: what syncing a payout from Cashfree restates: the payout, how much, to whom, and ours before → after. */
export function syncSummary(c: PayoutComparison, translate: Translate): DecisionSummary {
  const C = 'paymentOps.cashfree';
  const to = c.syncTo ?? c.payout.txnStatus;
  return {
    subject: translate(`${C}.subject`, { id: c.payout.id }),
    facts: [
      [translate(`${C}.field.amount`), formatInr(c.payout.amount)],
      [translate(`${C}.field.beneficiary`), orNotAvailable(c.payout.beneficiaryName)],
      [translate(`${C}.field.transfer`), c.payout.transactionId],
      [translate(`${C}.provider`), `${c.provider?.status ?? '—'} · ${orNotAvailable(c.provider?.message)}`],
    ],
    changes: [
      { label: translate(`${C}.field.status`), before: c.payout.status, after: to },
      { label: translate(`${C}.field.txn_status`), before: c.payout.txnStatus, after: to },
    ],
    afterLabel: 'schema.confirm.after',
    next: translate(`${C}.next`, { status: to }),
  };
}
