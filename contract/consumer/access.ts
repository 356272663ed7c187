import type { PermissionKey } from '../permissions';
import { CASHBACK_PERMISSIONS } from './cashback';

/** Opening the consumer lookup and its tabs that name no permission of their own. */
export const CONSUMER_VIEW_KEY = 'CAN_VIEW_POSTPE_CONSUMER' satisfies PermissionKey;

/**
 * The consumer 360's tabs in the spec's §2.13 order, each with the keys that show it (any one). Tabs the spec lists
 * without a permission need only the lookup's key.
 */
export const CONSUMER_TABS = [
  { segment: 'summary', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'upi-summary', keys: ['CAN_VIEW_UPI_SUMMARY'] },
  { segment: 'kyc', keys: ['CAN_VIEW_POSTPE_KYC'] },
  { segment: 'limits', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'charges', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'limit-audit', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'card', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'transactions', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'upi-transactions', keys: ['CAN_VIEW_UPI_TXN'] },
  { segment: 'upi-mandates', keys: ['CAN_VIEW_UPI_MANDATE'] },
  { segment: 'upi-complaints', keys: ['CAN_VIEW_UPI_HISTORY'] },
  { segment: 'bp-shield', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'rewards-summary', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'rewards-transactions', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'repayments', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'bills', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'emis', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'postpe-loans', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'durable-loans', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'cc-bill-payments', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'postpe-bill-payments', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'trillion', keys: ['CAN_VIEW_TRILLION_DETAILS'] },
  { segment: 'vas-plans', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'cashback', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'referrals', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'bank-transfers', keys: ['CAN_VIEW_POST_PE_BANK_TRANSFERS'] },
  { segment: 'chillfest', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'crm-audit', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'offers', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'deactivation-logs', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'deactivation-feedback', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'sm-limit-audit', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'timeline', keys: [CONSUMER_VIEW_KEY] },
] as const satisfies readonly { segment: string; keys: readonly PermissionKey[] }[];

export type ConsumerTabSegment = (typeof CONSUMER_TABS)[number]['segment'];

/** The consumer 360's actions and the keys that allow each (spec §6; ours where it names none). */
export const CONSUMER_ACTION_KEYS = {
  hold: ['CAN_MARK_TRANSACTION_DISPUTED'],
  cashback: CASHBACK_PERMISSIONS,
  revertQrRefund: ['CAN_REVERT_POSTPE_QR_REFUND_TXN'],
  checkBankTransfer: ['update-postpe-bank-transfer-status'],
  foreclose: ['CAN_FORECLOSE_EMI', 'foreclose-postpe-emi'],
  updateLimit: ['CAN_SUBMIT_LIMIT_REQUEST'],
  decideLimit: ['CAN_APPROVE_LIMIT_REQUEST'],
  accountStatus: ['CAN_UPDATE_POSTPE_ACCOUNT_STATUS'],
  waivePenalty: ['CAN_WAIVE_POSTPE_PENALTY'],
  offlineRepayment: ['CAN_RECORD_POSTPE_OFFLINE_REPAYMENT'],
  sendMoney: ['CAN_TRANSFER_TO_BANK_ACCOUNT'],
  reveal: ['CAN_REVEAL_CONSUMER_PII'],
  unityCard: ['CAN_VIEW_UNITY_BANK_CARD'],
  cardCharge: ['CAN_ADD_POSTPE_CARD_CHARGE'],
  manualRefund: ['CAN_POSTPE_MANUAL_REFUND'],
  whitelist: ['CAN_WHITELIST_POSTPE_CONSUMER'],
  cancelVas: ['CAN_CANCEL_VAS_ORDER'],
  /** The Actions column of the bill-payment lists. */
  billActionsColumn: ['CAN_CHANGE_CC_BILL_PAYMENT_POSTPE'],
  /** The Scratchcard and Limit buttons in it. */
  billActions: ['admin-consumer-bill-payment'],
} as const satisfies Record<string, readonly PermissionKey[]>;

export type ConsumerAction = keyof typeof CONSUMER_ACTION_KEYS;
