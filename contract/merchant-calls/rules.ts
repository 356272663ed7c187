/**
 * The merchant calls of issue 43 item 7 (spec §7.3, §7.4): the MCC change under four eyes, the credit-card MDR
 * rates, the P2P wallet, and the payment-support QR orders with their manual refund. Their permission keys, rules
 * and the exact words both sides use. Pure data: the console and the reference backend read it.
 */
import type { PermissionKey } from '../permissions';

export const MCC_RAISE_KEY = 'CAN_RAISE_MCC_CHANGE' satisfies PermissionKey;
export const MCC_APPROVE_KEY = 'CAN_APPROVE_MCC_CHANGE' satisfies PermissionKey;
export const QR_ORDERS_VIEW_KEY = 'CAN_VIEW_QR_ORDERS' satisfies PermissionKey;
export const QR_REFUND_KEY = 'CAN_REFUND_QR_ORDER' satisfies PermissionKey;

/** The maker-checker kind of an MCC change (its decision: /maker/checker/mcc_change/{id}/decision). */
export const MCC_CHANGE_KIND = 'MCC_CHANGE';

/** Why an MCC changes: the reason the maker picks. */
export const MCC_CHANGE_REASONS = [
  'Wrong category at onboarding',
  'Business changed',
  'Merchant request',
  'Risk review',
] as const;
export type MccChangeReason = (typeof MCC_CHANGE_REASONS)[number];

/** The payment-support list's page size limit (spec §7.4 `page`, `limit`). */
export const QR_ORDERS_MAX_LIMIT = 100;

/** A QR order's states: only a PAID order may be refunded, once. */
export const QR_ORDER_STATES = ['CREATED', 'PAID', 'FAILED', 'REFUNDED'] as const;
export type QrOrderState = (typeof QR_ORDER_STATES)[number];

/** The words of each answer, as both sides show them. */
export const MERCHANT_CALL_MESSAGES = {
  /** The MCC change raised (201). */
  mccPlaced: 'MCC change request placed successfully!',
  /** Refused: 400 for the MCC the merchant has, 409 while one waits, 400 for a code not in the list. */
  sameMcc: 'The merchant already has this MCC.',
  mccPending: 'An MCC change for this merchant is already waiting for approval.',
  unknownMcc: 'Choose a business category from the list.',
  /** The approval undone (409): the MCC moved since the maker saw it. */
  mccMoved: 'The merchant’s MCC changed after this request was raised; raise it again.',
  /** An unknown merchant, order or transaction (spec §8). */
  notFound: 'No Record Found!',
  /** The refund made; refused twice (409) or for an order not paid (400). */
  refunded: 'Refund initiated successfully!',
  alreadyRefunded: 'This order has already been refunded.',
  notPaid: 'Only a paid order can be refunded.',
} as const;
