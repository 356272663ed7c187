import type { PermissionKey } from '../permissions';
import { CONSUMER_VIEW_KEY } from '../consumer/access';

/** Opening the consumer lookup and the tabs that name no permission of their own (part 1's key). */
export const CONSUMER_MORE_VIEW_KEY = CONSUMER_VIEW_KEY;

/**
 * The tabs of the consumer 360's second part with the keys that show each (any one), spec §2.13. `after` is the
 * part-1 tab each follows, so the whole list keeps the spec's order once both parts are merged.
 */
export const CONSUMER_MORE_TABS = [
  { segment: 'upi-summary', keys: ['CAN_VIEW_UPI_SUMMARY'], after: 'summary' },
  { segment: 'upi-transactions', keys: ['CAN_VIEW_UPI_TXN'], after: 'transactions' },
  { segment: 'upi-mandates', keys: ['CAN_VIEW_UPI_MANDATE'], after: 'upi-transactions' },
  { segment: 'upi-complaints', keys: ['CAN_VIEW_UPI_HISTORY'], after: 'upi-mandates' },
  { segment: 'bp-shield', keys: [CONSUMER_MORE_VIEW_KEY], after: 'upi-complaints' },
  { segment: 'rewards-summary', keys: [CONSUMER_MORE_VIEW_KEY], after: 'bp-shield' },
  { segment: 'rewards-transactions', keys: [CONSUMER_MORE_VIEW_KEY], after: 'rewards-summary' },
  { segment: 'postpe-loans', keys: [CONSUMER_MORE_VIEW_KEY], after: 'emis' },
  { segment: 'durable-loans', keys: [CONSUMER_MORE_VIEW_KEY], after: 'postpe-loans' },
  { segment: 'cc-bill-payments', keys: [CONSUMER_MORE_VIEW_KEY], after: 'durable-loans' },
  { segment: 'postpe-bill-payments', keys: [CONSUMER_MORE_VIEW_KEY], after: 'cc-bill-payments' },
  { segment: 'trillion', keys: ['CAN_VIEW_TRILLION_DETAILS'], after: 'postpe-bill-payments' },
  { segment: 'vas-plans', keys: [CONSUMER_MORE_VIEW_KEY], after: 'trillion' },
  { segment: 'cashback', keys: [CONSUMER_MORE_VIEW_KEY], after: 'vas-plans' },
  { segment: 'referrals', keys: [CONSUMER_MORE_VIEW_KEY], after: 'cashback' },
  { segment: 'offers', keys: [CONSUMER_MORE_VIEW_KEY], after: 'crm-audit' },
  { segment: 'timeline', keys: [CONSUMER_MORE_VIEW_KEY], after: 'sm-limit-audit' },
  { segment: 'chillfest', keys: [CONSUMER_MORE_VIEW_KEY], after: 'bank-transfers' },
] as const satisfies readonly { segment: string; keys: readonly PermissionKey[]; after: string }[];

export type ConsumerMoreTabSegment = (typeof CONSUMER_MORE_TABS)[number]['segment'];

/** The actions of the second part and the keys that allow each (spec §6). */
export const CONSUMER_MORE_ACTION_KEYS = {
  cancelVas: ['CAN_CANCEL_VAS_ORDER'],
  /** The Actions column of the bill-payment lists. */
  billActionsColumn: ['CAN_CHANGE_CC_BILL_PAYMENT_POSTPE'],
  /** The Scratchcard and Limit buttons in it. */
  billActions: ['admin-consumer-bill-payment'],
} as const satisfies Record<string, readonly PermissionKey[]>;
