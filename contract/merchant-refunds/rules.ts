/**
 * Merchant refunds under four eyes (issue 43 item 1; the spec names /refund-request and /refund-verify only): a maker
 * raises a refund of one merchant transaction (full or partial, with a reason), a checker approves or rejects it, and
 * approval writes the merchant_refunds row the merchant 360's refunds tab lists. Money travels as rupees with at most
 * two decimals and is added and compared in whole paise (contract/money.ts).
 */
import type { Binding } from '../binding';
import { toPaise } from '../money';

/** The maker/checker kind (contract/approvals/inbox.ts). */
export const MERCHANT_REFUND_KIND = 'MERCHANT_REFUND';

/** Why a merchant transaction is refunded. */
export const REFUND_REASONS = [
  'Customer cancelled',
  'Duplicate payment',
  'Goods not delivered',
  'Service not rendered',
  'Others',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** As every decision's remarks (RemarksDialog). */
export const REFUND_REMARK_MAX = 300;

/** A refund restores all that is still refundable (FULL) or a part of it (PARTIAL). */
export const REFUND_TYPES = ['FULL', 'PARTIAL'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

export const REFUND_MESSAGES = {
  placed: 'Refund request placed successfully!',
  notSuccessful: 'Only a successful transaction can be refunded.',
  nothingLeft: 'Nothing is left to refund on this transaction.',
  overRefundable: 'The refund cannot be more than what is still refundable on this transaction.',
  amount: 'Amount: more than ₹0, at most 2 decimals.',
  reason: 'Choose a reason.',
  remarkRequired: 'Remark is required.',
  transaction: 'Transaction id or RRN is required.',
  moved: 'The transaction no longer has this much left to refund; reject this request and raise it again.',
} as const;

/** The requests' binding: who lists them, raises one and verifies (decides) one. */
export const MERCHANT_REFUND_REQUESTS = {
  name: 'merchant-refund-requests',
  backend: 'merchant-support',
  path: 'merchants/refund/requests',
  access: {
    list: ['CAN_RAISE_MERCHANT_REFUND', 'CAN_VERIFY_MERCHANT_REFUND'],
    show: ['CAN_RAISE_MERCHANT_REFUND', 'CAN_VERIFY_MERCHANT_REFUND'],
    raise: ['CAN_RAISE_MERCHANT_REFUND'],
    decide: ['CAN_VERIFY_MERCHANT_REFUND'],
  },
} as const satisfies Binding;

/** What a transaction has been refunded and has reserved, in rupees. */
export interface RefundFigures {
  /** The transaction's amount. */
  amount: number;
  /** Refunds approved (merchant_refunds written). */
  refunded: number;
  /** Refund requests still pending: each reserves its amount until it is decided. */
  pending: number;
}

/** Pure: what is still refundable = amount − approved refunds − pending requests (never below 0), in rupees. */
export const refundableOf = (f: RefundFigures): number =>
  Math.max(0, toPaise(f.amount) - toPaise(f.refunded) - toPaise(f.pending)) / 100;

/** Pure: a refund of `amount` is FULL when it takes all that is still refundable, PARTIAL otherwise. */
export const refundTypeOf = (amount: number, refundable: number): RefundType =>
  toPaise(amount) === toPaise(refundable) ? 'FULL' : 'PARTIAL';

/** Only a transaction in this status can be refunded. */
export const REFUNDABLE_STATUS = 'SUCCESS';

/** Pure: why a refund of `amount` cannot be raised on a transaction (a REFUND_MESSAGES key), or null when it can. */
export function refundRefusal(
  status: string,
  figures: RefundFigures,
  amount: number,
): keyof typeof REFUND_MESSAGES | null {
  if (status !== REFUNDABLE_STATUS) return 'notSuccessful';
  const refundable = refundableOf(figures);
  if (refundable <= 0) return 'nothingLeft';
  if (!(amount > 0) || toPaise(amount) / 100 !== amount) return 'amount';
  if (toPaise(amount) > toPaise(refundable)) return 'overRefundable';
  return null;
}

/** A transaction as /refund-request finds it: its figures and what is still refundable. */
export interface RefundableTransactionWire extends RefundFigures {
  merchantId: string;
  merchantName: string | null;
  txnId: string;
  rrn: string | null;
  status: string;
  mode: string;
  /** Epoch seconds (spec §9). */
  createdAt: number;
  refundable: number;
  /** Pending requests on it. */
  pendingRequests: number;
}

/** A refund request's proposed values (approval_requests.proposed_json), as the inbox and /refund-verify read them. */
export interface RefundProposed {
  merchantId: string;
  txnId: string;
  rrn: string | null;
  amount: number;
  refundType: RefundType;
  reason: RefundReason;
  refundedAmount: number;
  refundableAmount: number;
}

/** What the maker saw when raising it (approval_requests.previous_json). */
export interface RefundPrevious {
  merchantId: string;
  txnId: string;
  rrn: string | null;
  txnAmount: number;
  refundedAmount: number;
  refundableAmount: number;
}
