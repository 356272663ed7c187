/**
 * /swipe/refunds (issue 44 item 2, part): refunds of what a merchant paid for a terminal up front (its security
 * deposit, or rent paid in advance) once the terminal has come back (a RETURNED move after the payment). A refund is
 * the DEVICE_REFUND maker/checker kind: raised here, decided by a second person (here or in the approvals inbox).
 * A pending request reserves its amount, so a raise may ask at most paid − refunded − pending (in paise); approving
 * adds it to the payment's refunded amount with one conditional update. Declared once (contract/endpoint.ts).
 */
import { pathOf, type Binding } from '../binding';
import type { Endpoint } from '../endpoint';
import { formatRupees } from '../disputes/rules';
import { toPaise } from '../money';
import type { PermissionKey } from '../permissions';

export const DEVICE_REFUND_RAISE_KEY = 'CAN_RAISE_DEVICE_REFUND' satisfies PermissionKey;
export const DEVICE_REFUND_APPROVE_KEY = 'CAN_APPROVE_DEVICE_REFUND' satisfies PermissionKey;

/** The maker/checker kind of a device refund. */
export const DEVICE_REFUND_KIND = 'DEVICE_REFUND';

/** What a merchant paid up front for a terminal: its security deposit or rent in advance. */
export const DEVICE_PAYMENT_KINDS = ['SECURITY_DEPOSIT', 'ADVANCE_RENT'] as const;
export type DevicePaymentKind = (typeof DEVICE_PAYMENT_KINDS)[number];

/** The states a refund request is listed by (the request's own: waiting for the checker, approved, rejected). */
export const DEVICE_REFUND_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const DEVICE_REFUND_REASON_MAX = 300;

export const DEVICE_REFUND_MESSAGES = {
  raised: 'Refund request placed successfully!',
  notFound: 'No Record Found!',
  notReturned: 'This terminal has not come back since this payment: refund it once it is RETURNED.',
  tooMuch: (left: number) =>
    `The refund cannot exceed what is left to refund on this payment (₹${formatRupees(left)}).`,
  amount: 'Amount must be more than zero, in rupees with at most two decimals.',
  moved: 'This payment has less left to refund than this request asks since it was raised; raise it again.',
} as const;

/** Refund requests under four eyes: `raise` by a maker, `decide` by a checker (kind DEVICE_REFUND). */
export const DEVICE_REFUNDS = {
  name: 'device-refunds',
  backend: 'crm',
  path: 'device-refunds',
  access: {
    access: [DEVICE_REFUND_RAISE_KEY, DEVICE_REFUND_APPROVE_KEY],
    list: [DEVICE_REFUND_RAISE_KEY, DEVICE_REFUND_APPROVE_KEY],
    raise: [DEVICE_REFUND_RAISE_KEY],
    decide: [DEVICE_REFUND_APPROVE_KEY],
  },
} as const satisfies Binding;

export const DEVICE_REFUND_ENDPOINTS = {
  /**
   * The up-front payments of terminals that came back since (the refund worklist), newest payment first, Spring pages
   * from 0, by serial or merchant: paid, refunded, pending and what is left.
   */
  payments: {
    backend: 'crm',
    method: 'GET',
    path: '/device-refunds/payments',
    access: { rules: DEVICE_REFUNDS.access, actions: ['list'] },
    paging: 'spring',
  },
  /** The refund requests, newest first, Spring pages from 0, by status and merchant. */
  requests: {
    backend: 'crm',
    method: 'GET',
    path: pathOf(DEVICE_REFUNDS, 'list'),
    access: { rules: DEVICE_REFUNDS.access, actions: ['list'] },
    paging: 'spring',
  },
  raise: {
    backend: 'crm',
    method: 'POST',
    path: pathOf(DEVICE_REFUNDS, 'list'),
    access: { rules: DEVICE_REFUNDS.access, actions: ['raise'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

export interface PaymentFigures {
  paid: number;
  refunded: number;
  pending: number;
}

/** Pure: what is left to refund on a payment (rupees, to the paisa): paid − refunded − pending, never below zero. */
export const refundableOf = (f: PaymentFigures): number =>
  Math.max(0, toPaise(f.paid) - toPaise(f.refunded) - toPaise(f.pending)) / 100;

/** Pure: why a refund of `amount` cannot be raised on a payment, or null when it can. */
export function deviceRefundRefusal(
  f: PaymentFigures & { returned: boolean },
  amount: number,
): 'notReturned' | 'tooMuch' | null {
  if (!f.returned) return 'notReturned';
  if (toPaise(amount) > toPaise(refundableOf(f))) return 'tooMuch';
  return null;
}

/** What a raised refund proposes (the request's proposed values). */
export interface DeviceRefundProposed {
  merchantId: string;
  serial: string;
  paymentKind: DevicePaymentKind;
  amount: number;
  reason: string;
}
