import { validAmount } from '../../../common/amount-input';
import { formatInr } from '../../../format';
import type { ConsumerSummary } from '../useConsumer';

/**
 * The parts an amount paid against what the consumer owes share (manual refund, offline repayment): the amount's limits
 * (at most `maxChars` long and at most what is due), its valid reading, whether the form may open (not on a closed account
 * or with nothing due: `unavailableText`), and the effect shown (the amount, what is due now and after).
 */
export function duePayment(c: ConsumerSummary, maxChars: number, unavailableText: () => string) {
  const due = c.postPaidAccount.totalDueAmount;
  const limits = { maxChars, max: due };
  const amountOf = (v: { amount: string }) => validAmount(v.amount, limits);
  return {
    limits,
    amountOf,
    unavailable: c.accountStatus === 'CLOSED' || due <= 0 ? unavailableText() : null,
    effect: (v: { amount: string }) => ({
      amount: amountOf(v) ? formatInr(amountOf(v)?.value) : '…',
      from: formatInr(due),
      to: amountOf(v) ? formatInr(due - (amountOf(v)?.value ?? 0)) : '…',
    }),
  };
}
