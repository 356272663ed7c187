/**
 * The consumer 360's lending calls, part B (spec §7.5; issue 46 item 6): credit transactions, payouts, excess credit
 * (and its refund as a payout request), bank details, refresh-account-limit and re-initiate-qr-refund. Their rules as
 * pure functions and their bodies as zod schemas: the console shows a button exactly when these allow it, and the
 * server refuses the call on the same test.
 */
import { z } from 'zod';
import { roundRupees, toPaise } from '../money';
import { fromText } from '../strict-number';
import { LOOKUP_MAX } from './rules';

/** The credit side of the ledger an agent filters by: repayments, QR refunds, cashback credits, card reversals. */
export const CREDIT_TXN_TYPES = ['REPAYMENT', 'QR_REFUND', 'CASHBACK', 'CARD_USAGE'] as const;
export type CreditTxnType = (typeof CREDIT_TXN_TYPES)[number];

/** The payout statuses that hold part of an excess (refunded, or on its way); REJECTED and FAILED give it back. */
export const EXCESS_HELD_STATUSES = ['APPROVAL_PENDING', 'APPROVED', 'SUCCESS'] as const;

/** What of an excess may still be refunded: the excess less what refunds already hold, never below zero. */
export const refundableExcess = (excess: number, held: number): number =>
  Math.max(0, toPaise(excess) - toPaise(held)) / 100;

/** Why a refund of `amount` is refused (null when it may be raised). */
export function excessRefundProblem(amount: number, refundable: number): string | null {
  if (toPaise(amount) <= 0) return 'The refund must be more than ₹0.';
  if (toPaise(amount) > toPaise(refundable))
    return `At most ₹${roundRupees(refundable).toFixed(2)} of the excess can be refunded (the rest is refunded or pending).`;
  return null;
}

/** The available limit recomputed from the ledger: sanctioned − outstanding − holds (never below zero). */
export function recomputedLimit(l: { sanctioned: number; outstanding: number; holds: number }): number {
  return Math.max(0, toPaise(l.sanctioned) - toPaise(l.outstanding) - toPaise(l.holds)) / 100;
}

/** The sub-status a QR refund re-initiated carries: it may be re-initiated once only. */
export const REINITIATED = 'REINITIATED';

export interface QrRefundState {
  txnType: string;
  status: string;
  subStatus?: string | null;
}

/** A FAILED QR refund may be re-initiated, once. */
export const canReinitiateQrRefund = (t: QrRefundState): boolean =>
  t.txnType === 'QR_REFUND' && t.status === 'FAILED' && t.subStatus !== REINITIATED;

/** The 409 of a refused re-initiation, naming the state the refund is in. */
export function reinitiateRefusal(t: QrRefundState): string {
  if (t.txnType !== 'QR_REFUND') return `Only a QR refund can be re-initiated; this is a ${t.txnType}.`;
  if (t.subStatus === REINITIATED)
    return `This QR refund was already re-initiated once (now ${t.status}); it cannot be re-initiated again.`;
  return `This QR refund is ${t.status}; only a FAILED QR refund can be re-initiated.`;
}

const consumerId = fromText(
  z
    .number({ error: 'Consumer id: digits only.' })
    .int('Consumer id: digits only.')
    .positive('Consumer id: digits only.')
    .max(10 ** LOOKUP_MAX - 1, 'Consumer id: at most 12 digits.'),
);

/** Refund an excess: the amount (rupees, two decimals), to one of the consumer's verified bank accounts, why. */
export const excessRefundBody = z
  .object({
    consumerId,
    amount: z.coerce
      .string()
      .trim()
      .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v) && Number(v) > 0, 'Amount: rupees, up to two decimals.')
      .transform(Number),
    bankAccountId: fromText(z.number({ error: 'Choose a bank account.' }).int().positive('Choose a bank account.')),
    remarks: z
      .string({ error: 'Remarks are required.' })
      .trim()
      .min(3, 'Remarks: at least 3 characters.')
      .max(300, 'Remarks: at most 300 characters.'),
  })
  .strict();
export type ExcessRefundBody = z.input<typeof excessRefundBody>;

/** Refresh the account limit of one consumer. */
export const refreshLimitBody = z.object({ consumerId }).strict();

/** Re-initiate a failed QR refund (txnId). */
export const reinitiateQrRefundBody = z
  .object({
    consumerId,
    txnId: z.string().trim().min(1, 'Transaction id is required.').max(40, 'Cannot be more than 40 characters.'),
  })
  .strict();

/** The toasts these calls answer with. */
export const LENDING_CALL_MESSAGES = {
  refundRaised: 'Excess refund raised: waiting for a checker on PostPe Payouts.',
  limitRefreshed: 'Account limit refreshed.',
  reinitiated: 'QR refund re-initiated.',
  noBankAccount: 'Refunds go to a verified bank account of this consumer.',
} as const;
