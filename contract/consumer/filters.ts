/** The UPI filter lists of spec §4 and the list sizes of §9, exactly. */

/** §4: transaction status All/SUCCESS/FAILED/PENDING/DISPUTE; UPI adds five more. */
export const UPI_TXN_STATUSES = [
  'SUCCESS',
  'FAILED',
  'PENDING',
  'DISPUTE',
  'DEEMED',
  'INITIALIZED',
  'COLLECT_REJECTED',
  'COLLECT_EXPIRED',
  'AUTH_PENDING',
] as const;

/** §4: the nine mandate statuses. */
export const UPI_MANDATE_STATUSES = [
  'ACTIVE',
  'HONORED',
  'REVOKED',
  'EXPIRED',
  'INITIATED',
  'REJECTED',
  'FAILED',
  'UPDATED',
  'SUSPENDED',
] as const;

/** §4: UPI type PAY, COLLECT, PAY_TO_GLOBAL. */
export const UPI_TXN_TYPES = ['PAY', 'COLLECT', 'PAY_TO_GLOBAL'] as const;

/** §9: default list page size; rewards (page_no 1, page_size 20) and loans (pageNum 1, pageSize 20) are 1-based. */
export const CONSUMER_PRODUCT_PAGE_SIZE = 20;

/** §2.13 / §7.5: the loan identifiers of the two loan tabs. */
export const LOAN_IDENTIFIERS = ['CONSUMER_TRANSACTIONS', 'CONSUMER_DURABLE_LOAN'] as const;
export type LoanIdentifier = (typeof LOAN_IDENTIFIERS)[number];

/** The two bill-payment lists (§3.19): credit-card bills and postpe (services) bills. */
export const BILL_PAYMENT_KINDS = ['CREDIT_CARD', 'POSTPE'] as const;
export type BillPaymentKind = (typeof BILL_PAYMENT_KINDS)[number];

/** Plan orders (§3.14): BP Shield memberships and VAS plans. */
export const PLAN_KINDS = ['BP_SHIELD', 'VAS'] as const;

/** The read-only record kinds stored per consumer. */
export const RECORD_KINDS = [
  'UPI_PROFILE',
  'UPI_TXN',
  'UPI_MANDATE',
  'UPI_COMPLAINT',
  'REWARD_SUMMARY',
  'REWARD_TXN',
  'CASHBACK_LEDGER',
  'CASHBACK_TIER',
  'MILESTONE_CASHBACK',
  'REFERRAL',
  'LOAN',
  'TRILLION_APPLICATION',
  'PL_CONFIG',
  'CHILLFEST',
  'PL_SUMMARY',
  'DSA_LEAD',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
