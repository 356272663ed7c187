/**
 * The consumer 360's endpoints, declared once (contract/endpoint.ts, issue 40; spec §7.5 postpe and lending): the tab
 * lists (list-calls.ts), the reads, the files and the changes, each with its backend, method, path and who may call
 * it (the consumer bindings). The console calls them through dataProviders/endpoint-client.ts
 * (dataProviders/postpe/consumer.ts, consumer-products.ts); the reference backend registers them through
 * server/routes/declared.ts serve() (server/routes/postpe/consumer-*.ts, server/routes/lending/consumer-*.ts);
 * tests/server/endpoint-table.test.ts checks each is served as declared.
 */
import {
  CONSUMER_ACCOUNT_STATUS,
  CONSUMER_BANK_TRANSFERS,
  CONSUMER_BILL_PAYMENT_ACTIONS,
  CONSUMER_CARD_CHARGE,
  CONSUMER_CASHBACK,
  CONSUMER_EMI_FORECLOSE,
  CONSUMER_EXCESS_REFUND,
  CONSUMER_LIMIT_REFRESH,
  CONSUMER_QR_REFUND_REINITIATE,
  CONSUMER_KYC,
  CONSUMER_LIMIT_REQUESTS,
  CONSUMER_MANUAL_REFUND,
  CONSUMER_OFFLINE_REPAYMENT,
  CONSUMER_PENALTY_WAIVER,
  CONSUMER_PII,
  CONSUMER_QR_REFUND_REVERT,
  CONSUMER_SEND_MONEY,
  CONSUMER_TRILLION,
  CONSUMER_TXN_HOLD,
  CONSUMER_UPI_SUMMARY,
  CONSUMER_VAS_CANCEL,
  CONSUMER_WHITELIST,
} from '../consumer-bindings';
import type { Endpoint } from '../endpoint';
import { consumerAccess, consumerAction, consumerRead, type ConsumerEndpoint } from './endpoints';
import { CONSUMER_LIST_CALLS, CONSUMER_PRODUCT_LIST, CONSUMER_PRODUCT_VIEW, CONSUMER_VIEW } from './list-calls';

export { CONSUMER_LIST_CALLS, type ConsumerListName } from './list-calls';
export type { ConsumerBackend, ConsumerEndpoint, ConsumerListEndpoint } from './endpoints';

const KYC_VIEW = consumerAccess(CONSUMER_KYC.access, 'show');

/** The consumer's parts, each read by `consumerId` (the summary by `id`, a mobile number or a consumer id). */
export const CONSUMER_READS = {
  summary: consumerRead('postpe', '/summary', CONSUMER_VIEW),
  features: consumerRead('postpe', '/feature/details', CONSUMER_VIEW),
  /** Limits (spec §3.13): for bank transfers and payments. */
  limits: consumerRead('postpe', '/creditLimit/details', CONSUMER_VIEW, {
    fixed: { txnTypes: 'BANK_TRANSFER,PAYMENT' },
  }),
  smLimit: consumerRead('lending', '/loan/overview', CONSUMER_VIEW),
  card: consumerRead('postpe', '/card/details', CONSUMER_VIEW),
  kyc: consumerRead('postpe', '/kyc-docs', KYC_VIEW),
  charges: consumerRead('postpe', '/charges', CONSUMER_VIEW),
  /** A bill with its transactions (`billId`). */
  bill: consumerRead('postpe', '/bill', CONSUMER_VIEW),
  /** A bill's EMI break-up (`billId`). */
  emiBreakUp: consumerRead('postpe', '/emi-break-up', CONSUMER_VIEW),
} as const satisfies Record<string, ConsumerEndpoint>;

/** An EMI loan's views, each read by `loanId` (spec §3.17). */
export const CONSUMER_LOAN_READS = {
  detail: consumerRead('lending', '/loan-detail', CONSUMER_VIEW),
  quote: consumerRead('lending', '/foreclose/quote', CONSUMER_VIEW),
  ledger: consumerRead('lending', '/loan-ledger', CONSUMER_VIEW),
  nach: consumerRead('lending', '/nach', CONSUMER_VIEW),
  /** The loanLink of the KFS letter (CONSUMER_FILES.kfs). */
  kfs: consumerRead('lending', '/kfs', CONSUMER_VIEW),
} as const satisfies Record<string, ConsumerEndpoint>;

/** Files, fetched with the session. */
export const CONSUMER_FILES = {
  /** A bill's PDF (`billId`). */
  billPdf: consumerRead('postpe', '/bill-pdf', CONSUMER_VIEW, { answer: 'file' }),
  /** A KYC image (`consumerId`, `docType`), always the masked rendition: the clear one only through the reveal. */
  kycImage: consumerRead('postpe', '/kyc-docs/image', KYC_VIEW, { answer: 'file' }),
  /** A loan's Key Fact Statement PDF (`loanId`). */
  kfs: consumerRead('lending', '/kfs/document', CONSUMER_VIEW, { answer: 'file' }),
  /** A loan's lender NOC PDF (`loanId`, spec §7.5): only once the loan is CLOSED or FORECLOSED (rules.ts). */
  lenderNoc: consumerRead('postpe', '/lender-noc', CONSUMER_VIEW, { answer: 'file' }),
  /** A loan's sanction/loan letter PDF (`loanId`, spec §7.5). */
  loanLetter: consumerRead('postpe', '/loan-letter', CONSUMER_VIEW, { answer: 'file' }),
} as const satisfies Record<string, ConsumerEndpoint>;

/** The products' reads (UPI, rewards, plans, cashback, referrals, Trillion, the PL calculator, bill payments). */
export const CONSUMER_PRODUCT_READS = {
  upiSummary: consumerRead('lending', '/upi/summary', consumerAccess(CONSUMER_UPI_SUMMARY.access, 'show')),
  rewardsSummary: consumerRead('lending', '/rewards/summary', CONSUMER_PRODUCT_VIEW),
  bpShield: consumerRead('lending', '/membership/details', CONSUMER_PRODUCT_VIEW),
  trillion: consumerRead('lending', '/trillion/application', consumerAccess(CONSUMER_TRILLION.access, 'show')),
  calculatorConfig: consumerRead('lending', '/pl/emi-calculator/config', CONSUMER_PRODUCT_VIEW),
  /** The personal-loan summary and the DSA lead (spec §3.24), shown with the Trillion application. */
  plSummary: consumerRead('lending', '/pl/summary', consumerAccess(CONSUMER_TRILLION.access, 'show')),
  dsaLead: consumerRead('lending', '/pl/dsa-lead', consumerAccess(CONSUMER_TRILLION.access, 'show')),
  vasOrders: consumerRead('postpe', '/vas/orders', CONSUMER_PRODUCT_VIEW),
  cashback: consumerRead('postpe', '/cashback', CONSUMER_PRODUCT_VIEW),
  milestoneCashback: consumerRead('postpe', '/cashback/milestone', CONSUMER_PRODUCT_VIEW),
  /** Referrals, by `id` (the consumer's). */
  referrals: consumerRead('postpe', '/referrals', CONSUMER_PRODUCT_VIEW),
  /** A bill payment by `consumerId` and `orderId`. */
  billPayment: consumerRead('postpe', '/bill-payment/detail', CONSUMER_PRODUCT_VIEW),
} as const satisfies Record<string, ConsumerEndpoint>;

/** The query name a read takes the consumer's id by, where it is not `consumerId`. */
export const CONSUMER_ID_PARAM: Partial<Record<keyof typeof CONSUMER_PRODUCT_READS, string>> = { referrals: 'id' };

/** Reads with a query of their own. */
export const CONSUMER_PRODUCT_QUERIES = {
  bpi: consumerRead('lending', '/loan-calculator', CONSUMER_PRODUCT_VIEW),
  schedule: consumerRead('lending', '/installment-schedule', CONSUMER_PRODUCT_VIEW),
  /** The Timeline, keyset-paged (`after` = the last page's cursor). */
  timeline: consumerRead('postpe', '/timeline', CONSUMER_PRODUCT_LIST),
  timelineDetail: consumerRead('postpe', '/timeline/detail', CONSUMER_PRODUCT_VIEW),
  /** The Offer Details tab (spec §7.5): ACTIVE offers, page 1, limit 200. */
  offers: consumerRead('postpe', '/consumer-offers', CONSUMER_PRODUCT_LIST, { fixed: { page: '1', limit: '200' } }),
} as const satisfies Record<string, ConsumerEndpoint>;

/** The changes (spec §4, §5.8, §6): each with an Idempotency-Key, checked and audited on the server. */
export const CONSUMER_ACTIONS = {
  hold: consumerAction('postpe', 'PUT', '/disputed-txn', consumerAccess(CONSUMER_TXN_HOLD.access, 'edit')),
  cashback: consumerAction('postpe', 'POST', '/cashback', consumerAccess(CONSUMER_CASHBACK.access, 'create')),
  revertQrRefund: consumerAction(
    'postpe',
    'PUT',
    '/qr-refund/revert',
    consumerAccess(CONSUMER_QR_REFUND_REVERT.access, 'edit'),
  ),
  updateLimit: consumerAction('postpe', 'PUT', '/limit', consumerAccess(CONSUMER_LIMIT_REQUESTS.access, 'raise')),
  accountStatus: consumerAction('postpe', 'PUT', '/account', consumerAccess(CONSUMER_ACCOUNT_STATUS.access, 'edit')),
  waivePenalty: consumerAction(
    'postpe',
    'POST',
    '/waive-penalty',
    consumerAccess(CONSUMER_PENALTY_WAIVER.access, 'create'),
  ),
  checkBankTransfer: consumerAction(
    'lending',
    'POST',
    '/bank-transfers/settlement-check',
    consumerAccess(CONSUMER_BANK_TRANSFERS.access, 'edit'),
  ),
  foreclose: consumerAction('lending', 'POST', '/foreclose', consumerAccess(CONSUMER_EMI_FORECLOSE.access, 'create')),
  offlineRepayment: consumerAction(
    'lending',
    'POST',
    '/part-payment',
    consumerAccess(CONSUMER_OFFLINE_REPAYMENT.access, 'create'),
  ),
  sendMoney: consumerAction(
    'lending',
    'POST',
    '/initiate-payout',
    consumerAccess(CONSUMER_SEND_MONEY.access, 'create'),
  ),
  cardCharge: consumerAction('lending', 'POST', '/debit', consumerAccess(CONSUMER_CARD_CHARGE.access, 'create')),
  manualRefund: consumerAction(
    'lending',
    'POST',
    '/manual-refund',
    consumerAccess(CONSUMER_MANUAL_REFUND.access, 'create'),
  ),
  whitelist: consumerAction('postpe', 'POST', '/whitelist', consumerAccess(CONSUMER_WHITELIST.access, 'create')),
  /** The audited reveal of one masked value (with its reason). */
  reveal: consumerAction('postpe', 'POST', '/pii/reveal', consumerAccess(CONSUMER_PII.access, 'show')),
  cancelVas: consumerAction('postpe', 'PUT', '/vas/cancel', consumerAccess(CONSUMER_VAS_CANCEL.access, 'edit')),
  /** A bill payment's Scratchcard and Limit buttons (`:id` the bill payment). */
  billPaymentScratchcard: consumerAction(
    'postpe',
    'POST',
    '/bill-payments/:id/scratchcard',
    consumerAccess(CONSUMER_BILL_PAYMENT_ACTIONS.access, 'edit'),
  ),
  billPaymentLimit: consumerAction(
    'postpe',
    'POST',
    '/bill-payments/:id/limit',
    consumerAccess(CONSUMER_BILL_PAYMENT_ACTIONS.access, 'edit'),
  ),
} as const satisfies Record<string, ConsumerEndpoint>;

/**
 * Lending calls part B (spec §7.5, issue 46 item 6), each by `consumerId`: the excess credit and the bank accounts;
 * refunding an excess (a payout request), refreshing the account limit, re-initiating a failed QR refund. The credit
 * transactions and payouts are tab lists (access.ts).
 */
export const CONSUMER_LENDING_READS = {
  excessCredit: consumerRead('lending', '/excess-credit', CONSUMER_VIEW),
  bankDetails: consumerRead('lending', '/bank-details', CONSUMER_VIEW),
} as const satisfies Record<string, ConsumerEndpoint>;
/** A lending change: POSTed with its Idempotency-Key (the binding's keys for `action`). */
const lendingChange = (path: string, access: Endpoint['access']) => consumerAction('lending', 'POST', path, access);
export const CONSUMER_LENDING_ACTIONS = {
  refundExcess: lendingChange('/excess-credit/refund', consumerAccess(CONSUMER_EXCESS_REFUND.access, 'create')),
  refreshLimit: lendingChange('/refresh-account-limit', consumerAccess(CONSUMER_LIMIT_REFRESH.access, 'edit')),
  reinitiateQrRefund: lendingChange(
    '/re-initiate-qr-refund',
    consumerAccess(CONSUMER_QR_REFUND_REINITIATE.access, 'edit'),
  ),
} as const satisfies Record<string, ConsumerEndpoint>;
export type ConsumerLendingRead = keyof typeof CONSUMER_LENDING_READS;
export type ConsumerLendingAction = keyof typeof CONSUMER_LENDING_ACTIONS;

export type ConsumerRead = keyof typeof CONSUMER_READS;
export type ConsumerLoanRead = keyof typeof CONSUMER_LOAN_READS;
export type ConsumerProductRead = keyof typeof CONSUMER_PRODUCT_READS;
export type ConsumerProductQuery = keyof typeof CONSUMER_PRODUCT_QUERIES;
export type ConsumerActionName = keyof typeof CONSUMER_ACTIONS;

/** Every consumer 360 endpoint, for the registry (contract/endpoints.ts). */
export const CONSUMER_360_ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  ...CONSUMER_LIST_CALLS,
  ...CONSUMER_READS,
  ...prefixed('loan', CONSUMER_LOAN_READS),
  ...prefixed('file', CONSUMER_FILES),
  ...CONSUMER_PRODUCT_READS,
  ...CONSUMER_PRODUCT_QUERIES,
  ...prefixed('action', CONSUMER_ACTIONS),
  ...prefixed('lending', CONSUMER_LENDING_READS),
  ...prefixed('lendingAction', CONSUMER_LENDING_ACTIONS),
};

/** A table's entries under `<prefix>.<name>`, so names that repeat across tables (kfs, cashback) stay apart. */
export function prefixed(prefix: string, table: Record<string, Endpoint>): Record<string, Endpoint> {
  return Object.fromEntries(Object.entries(table).map(([name, endpoint]) => [`${prefix}.${name}`, endpoint]));
}
