import type { EndpointPaging } from '../endpoint';
import type { PermissionKey } from '../permissions';
import { PAGING } from '../resource-api';
import { CASHBACK_PERMISSIONS } from './cashback';

/** Opening the consumer lookup and its tabs that name no permission of their own. */
export const CONSUMER_VIEW_KEY = 'CAN_VIEW_POSTPE_CONSUMER' satisfies PermissionKey;

/**
 * A tab's own list (issue 40): the resource name its ListBase reads and where the list is on which backend, paged as
 * its backend says (spec §9). contract/consumer/list-calls.ts declares it as an endpoint read under the tab's keys.
 */
export interface TabList {
  readonly name: `consumer-${string}`;
  readonly backend: 'postpe' | 'lending';
  readonly path: string;
  readonly paging: EndpointPaging;
  /** Where its rows are in the answer's `data` (default: the answer if a list, else `content`). */
  readonly rows?: string;
}

/**
 * The consumer 360's tabs in the spec's §2.13 order, each with the keys that show it (any one), and the tab's own list
 * if it has one. Tabs the spec lists without a permission need only the lookup's key.
 */
export const CONSUMER_TABS = [
  { segment: 'summary', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'upi-summary', keys: ['CAN_VIEW_UPI_SUMMARY'] },
  { segment: 'unity-card', keys: ['CAN_VIEW_UNITY_BANK_CARD'] },
  { segment: 'kyc', keys: ['CAN_VIEW_POSTPE_KYC'] },
  { segment: 'limits', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'charges', keys: [CONSUMER_VIEW_KEY] },
  {
    segment: 'limit-audit',
    keys: [CONSUMER_VIEW_KEY],
    list: { name: 'consumer-limit-audits', backend: 'postpe', path: '/limit-audit', paging: 'backend' },
  },
  { segment: 'card', keys: [CONSUMER_VIEW_KEY] },
  {
    segment: 'transactions',
    keys: [CONSUMER_VIEW_KEY],
    list: {
      name: 'consumer-transactions',
      backend: 'lending',
      path: '/account-statement',
      paging: PAGING.pageNumPageSizeSnake,
    },
  },
  {
    segment: 'upi-transactions',
    keys: ['CAN_VIEW_UPI_TXN'],
    list: { name: 'consumer-upi-transactions', backend: 'lending', path: '/upi/transactions', paging: 'backend' },
  },
  {
    segment: 'upi-mandates',
    keys: ['CAN_VIEW_UPI_MANDATE'],
    list: { name: 'consumer-upi-mandates', backend: 'lending', path: '/upi/mandates', paging: 'backend' },
  },
  {
    segment: 'upi-complaints',
    keys: ['CAN_VIEW_UPI_HISTORY'],
    list: { name: 'consumer-upi-complaints', backend: 'lending', path: '/upi/complaints', paging: 'backend' },
  },
  { segment: 'bp-shield', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'rewards-summary', keys: [CONSUMER_VIEW_KEY] },
  {
    segment: 'rewards-transactions',
    keys: [CONSUMER_VIEW_KEY],
    list: {
      name: 'consumer-reward-transactions',
      backend: 'lending',
      path: '/rewards/transactions',
      paging: PAGING.pageNoPageSize,
    },
  },
  {
    segment: 'repayments',
    keys: [CONSUMER_VIEW_KEY],
    list: {
      name: 'consumer-repayments',
      backend: 'postpe',
      path: '/repayments',
      paging: PAGING.pageLimit,
      rows: 'account_statement.statement_details',
    },
  },
  {
    segment: 'bills',
    keys: [CONSUMER_VIEW_KEY],
    list: { name: 'consumer-bills', backend: 'postpe', path: '/bills', paging: 'backend' },
  },
  {
    segment: 'emis',
    keys: [CONSUMER_VIEW_KEY],
    list: { name: 'consumer-emis', backend: 'postpe', path: '/emis', paging: 'backend' },
  },
  { segment: 'postpe-loans', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'durable-loans', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'cc-bill-payments', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'postpe-bill-payments', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'trillion', keys: ['CAN_VIEW_TRILLION_DETAILS'] },
  { segment: 'vas-plans', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'cashback', keys: [CONSUMER_VIEW_KEY] },
  { segment: 'referrals', keys: [CONSUMER_VIEW_KEY] },
  {
    segment: 'bank-transfers',
    keys: ['CAN_VIEW_POST_PE_BANK_TRANSFERS'],
    list: { name: 'consumer-bank-transfers', backend: 'lending', path: '/bank-transfers', paging: PAGING.pageLimit },
  },
  {
    segment: 'chillfest',
    keys: [CONSUMER_VIEW_KEY],
    list: { name: 'consumer-chillfest', backend: 'postpe', path: '/chillfest', paging: PAGING.pageNumPageSize },
  },
  {
    segment: 'crm-audit',
    keys: [CONSUMER_VIEW_KEY],
    list: {
      name: 'consumer-crm-audits',
      backend: 'postpe',
      path: '/request-audits',
      paging: { ...PAGING.pageLimit, base: 0 },
      rows: 'requestAudits',
    },
  },
  { segment: 'offers', keys: [CONSUMER_VIEW_KEY] },
  {
    segment: 'deactivation-logs',
    keys: [CONSUMER_VIEW_KEY],
    list: { name: 'consumer-deactivation-logs', backend: 'lending', path: '/deactivation-logs', paging: 'backend' },
  },
  {
    segment: 'deactivation-feedback',
    keys: [CONSUMER_VIEW_KEY],
    list: {
      name: 'consumer-deactivation-feedback',
      backend: 'postpe',
      path: '/deactivation-feedback',
      paging: 'backend',
    },
  },
  {
    segment: 'sm-limit-audit',
    keys: [CONSUMER_VIEW_KEY],
    list: { name: 'consumer-sm-limit-audits', backend: 'postpe', path: '/sm-limit-audit', paging: 'backend' },
  },
  { segment: 'timeline', keys: [CONSUMER_VIEW_KEY] },
  // Lending calls part B (spec §7.5, issue 46 item 6): the credit side of the ledger, payouts with the excess credit,
  // the bank accounts. After the §2.13 tabs: the spec lists these calls, not tabs.
  {
    segment: 'credit-transactions',
    keys: [CONSUMER_VIEW_KEY],
    list: {
      name: 'consumer-credit-transactions',
      backend: 'lending',
      path: '/credit-transactions',
      paging: PAGING.pageLimit,
    },
  },
  {
    segment: 'payouts',
    keys: [CONSUMER_VIEW_KEY],
    list: { name: 'consumer-payouts', backend: 'lending', path: '/payouts', paging: PAGING.pageLimit },
  },
  { segment: 'bank-details', keys: [CONSUMER_VIEW_KEY] },
] as const satisfies readonly { segment: string; keys: readonly PermissionKey[]; list?: TabList }[];

export type ConsumerTabSegment = (typeof CONSUMER_TABS)[number]['segment'];
type TabWithList = Extract<(typeof CONSUMER_TABS)[number], { list: TabList }>;
/** The tabs with a list of their own, and those lists' resource names. */
export type ConsumerListTabSegment = TabWithList['segment'];
export type ConsumerTabListName = TabWithList['list']['name'];

/** A tab's own list, by its segment (undefined for a tab without one). */
export const tabListOf = (segment: ConsumerTabSegment): TabList | undefined =>
  (CONSUMER_TABS as readonly { segment: string; list?: TabList }[]).find((t) => t.segment === segment)?.list;

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
  /** Issue 46 item 6 (spec §7.5), ours: the verified name's correction (four eyes), repayment links, death certificate. */
  verifiedName: ['CAN_RAISE_VERIFIED_NAME'],
  decideVerifiedName: ['CAN_APPROVE_VERIFIED_NAME'],
  sendRepaymentLink: ['CAN_SEND_REPAYMENT_LINK'],
  uploadDeathCertificate: ['CAN_UPLOAD_DEATH_CERTIFICATE'],
  deathCertificateView: ['CAN_UPLOAD_DEATH_CERTIFICATE', 'CAN_VIEW_DEATH_CERTIFICATE'],
  /** Lending calls part B (issue 46 item 6). */
  refundExcess: ['CAN_REFUND_POSTPE_EXCESS_CREDIT'],
  refreshLimit: ['CAN_REFRESH_POSTPE_ACCOUNT_LIMIT'],
  reinitiateQrRefund: ['CAN_REINITIATE_POSTPE_QR_REFUND'],
} as const satisfies Record<string, readonly PermissionKey[]>;

export type ConsumerAction = keyof typeof CONSUMER_ACTION_KEYS;
