/**
 * The merchant 360's calls as data (spec §7.3 CRM, §7.4 merchant support): which backend and path each list and
 * action uses, `:merchantId` filled from the merchant on screen. The console's provider reads this table; the paths
 * are the reference backend's routes (server/routes/crm/merchant-*.ts, server/routes/merchant-support/merchant-*.ts).
 */
import { MERCHANT_LOAN_LISTS, MERCHANT_LOAN_READS } from './loan-calls';

export type MerchantBackend = 'crm' | 'merchant-support';

export interface MerchantList {
  backend: MerchantBackend;
  path: string;
  /** Spring page/size from 0 (`content`, `totalElements`); otherwise the whole list as an array. */
  paged: boolean;
  /** Query sent with every call. */
  fixed?: Record<string, string>;
}

/** The tab lists, by the resource name the console's ListBase uses. */
export const MERCHANT_LISTS = {
  'm360-lookup': { backend: 'merchant-support', path: '/merchants/lookup', paged: false },
  'm360-transactions': { backend: 'merchant-support', path: '/merchants/:merchantId/transactions', paged: true },
  'm360-refunds': { backend: 'merchant-support', path: '/merchants/:merchantId/transactions/refund', paged: true },
  'm360-txn-search': { backend: 'merchant-support', path: '/payments-tesseract/transactions/big-query', paged: true },
  'm360-rejected': { backend: 'merchant-support', path: '/payments-tesseract/rejected/big-query', paged: true },
  'm360-settlements': { backend: 'merchant-support', path: '/merchants/:merchantId/settlements', paged: true },
  'm360-deductions': {
    backend: 'merchant-support',
    path: '/merchants/:merchantId/settlements/deductions',
    paged: true,
  },
  'm360-settlement-audit': {
    backend: 'merchant-support',
    path: '/merchants/:merchantId/get-settlement-audit',
    paged: true,
  },
  'm360-stores': {
    backend: 'merchant-support',
    path: '/merchants/:merchantId/stores',
    paged: false,
    fixed: { withTerminals: 'true' },
  },
  'm360-devices-bharat': {
    backend: 'merchant-support',
    path: '/merchants/:merchantId/bharat-swipe/getDevices',
    paged: false,
  },
  'm360-devices-android': {
    backend: 'merchant-support',
    path: '/merchants/:merchantId/android-swipe/getDevices',
    paged: false,
  },
  'm360-loans': { backend: 'merchant-support', path: '/merchants/:merchantId/loans', paged: false },
  'm360-gold': { backend: 'merchant-support', path: '/merchants/:merchantId/safeGold/transactions', paged: false },
  'm360-audit': { backend: 'crm', path: '/merchants/:merchantId/audit/history', paged: true },
  'm360-messages': { backend: 'crm', path: '/merchant/message/:merchantId', paged: true },
  'm360-tickets': { backend: 'crm', path: '/freshbots/tickets', paged: false },
  'm360-calls': { backend: 'crm', path: '/freshbots/call', paged: false },
  ...MERCHANT_LOAN_LISTS,
} as const satisfies Record<string, MerchantList>;

export type MerchantListName = keyof typeof MERCHANT_LISTS;

/** Single reads. */
export const MERCHANT_READS = {
  profile: { backend: 'merchant-support', path: '/merchants/:merchantId' },
  categories: { backend: 'merchant-support', path: '/meta-data/business-categories' },
  migration: { backend: 'merchant-support', path: '/crm/migration-status' },
  annualLimit: { backend: 'merchant-support', path: '/crm/sherloc/annual-limit-info' },
  unsettled: { backend: 'merchant-support', path: '/merchants/:merchantId/settlements/unsettled' },
  loanSummary: { backend: 'merchant-support', path: '/merchants/:merchantId/loans/summary' },
  eligibility: { backend: 'merchant-support', path: '/merchants/:merchantId/loans/eligibility' },
  gold: { backend: 'merchant-support', path: '/merchants/:merchantId/safeGold/detail' },
  transaction: { backend: 'merchant-support', path: '/payments-tesseract/:txnId' },
  refund: { backend: 'merchant-support', path: '/bharat-swipe/crm/refund/:refundId' },
  smsTemplates: { backend: 'crm', path: '/notification-service/get-sms-templates' },
  preferences: { backend: 'crm', path: '/merchants/:merchantId/notification-preferences' },
  ...MERCHANT_LOAN_READS,
  loanRoute: { backend: 'merchant-support', path: '/merchants/:merchantId/loan/route/eligible/verify' },
} as const satisfies Record<string, { backend: MerchantBackend; path: string }>;

/** Changes: each POSTed (or PUT where `method` says) with an Idempotency-Key, audited on the server. */
export const MERCHANT_ACTIONS = {
  qrName: { backend: 'crm', path: '/merchants/:merchantId/update/qr-name' },
  referralCode: { backend: 'crm', path: '/merchants/:merchantId/update/ref-code' },
  kycSms: { backend: 'crm', path: '/merchants/:merchantId/kyc-sms' },
  notify: { backend: 'crm', path: '/freshbots/notify-merchant' },
  clickToCall: { backend: 'crm', path: '/freshbots/click-to-call' },
  sendTemplate: { backend: 'crm', path: '/notification-service/:service/send-notification' },
  businessCategory: { backend: 'merchant-support', path: '/merchants/:merchantId/update/business-category' },
  preferences: { backend: 'merchant-support', path: '/bharat-swipe/crm/payment/updateMerchantPreference' },
  reveal: { backend: 'merchant-support', path: '/merchants/:merchantId/reveal' },
  sendSms: { backend: 'merchant-support', path: '/merchants/:merchantId/send/sms/:type' },
  onDemand: { backend: 'merchant-support', path: '/merchants/settlement/ondemand/update' },
  settlementUpdate: { backend: 'merchant-support', path: '/merchants/:merchantId/settlement/update' },
  returnDevice: { backend: 'merchant-support', path: '/merchants/:merchantId/:product-swipe/returnDevices' },
  cancelLoan: { backend: 'merchant-support', path: '/merchants/:merchantId/cancel-loan-application' },
  sendNoc: { backend: 'merchant-support', path: '/merchants/:merchantId/lending/send-noc' },
  event: { backend: 'merchant-support', path: '/users/events/send-events' },
  raiseServiceRequest: { backend: 'merchant-support', path: '/bharat-swipe/crm/service/request' },
  updateServiceRequest: { backend: 'merchant-support', path: '/bharat-swipe/crm/service/request', method: 'PUT' },
} as const satisfies Record<string, { backend: MerchantBackend; path: string; method?: 'POST' | 'PUT' }>;

export type MerchantRead = keyof typeof MERCHANT_READS;
export type MerchantAction = keyof typeof MERCHANT_ACTIONS;

/**
 * Pure: a path with its `:name` parts filled from `values` (URL-encoded); the values it used are removed from the
 * rest, which goes as the query. A missing value leaves the part as is (the server answers 404).
 */
export function fillPath(
  path: string,
  values: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...values };
  const filled = path.replace(/:([A-Za-z]+)/g, (part, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === '') return part;
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}
