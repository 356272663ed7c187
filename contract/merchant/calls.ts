/**
 * The merchant 360's endpoints, declared once (contract/endpoint.ts; spec §7.3 CRM, §7.4 merchant support): which
 * backend, method and path each list, read and action uses, `:merchantId` filled from the merchant on screen, and who
 * may call it. The console's provider calls through this table; the reference backend's routes
 * (server/routes/crm/merchant-*.ts, server/routes/merchant-support/merchant-*.ts) answer at the same method, path and
 * permission, which tests/server/endpoint-table.test.ts checks.
 */
import { MERCHANT_ACCESS, merchantAction, merchantList, merchantRead, type MerchantEndpoint } from './endpoints';
import { MERCHANT_LOAN_LISTS, MERCHANT_LOAN_READS } from './loan-calls';
import { MERCHANT_WALLET_LISTS, MERCHANT_WALLET_READS } from './wallet-calls';
import { BHARAT_SWIPE_ACTIONS, BHARAT_SWIPE_LISTS, BHARAT_SWIPE_READS } from '../bharat-swipe/calls';

export type { MerchantBackend } from './endpoints';

/** The tab lists, by the resource name the console's ListBase uses. */
export const MERCHANT_LISTS = {
  'm360-lookup': merchantList('merchant-support', '/merchants/lookup', 'whole'),
  'm360-transactions': merchantList('merchant-support', '/merchants/:merchantId/transactions', 'spring'),
  'm360-refunds': merchantList('merchant-support', '/merchants/:merchantId/transactions/refund', 'spring'),
  'm360-txn-search': merchantList('merchant-support', '/payments-tesseract/transactions/big-query', 'spring'),
  'm360-rejected': merchantList('merchant-support', '/payments-tesseract/rejected/big-query', 'spring'),
  'm360-settlements': merchantList('merchant-support', '/merchants/:merchantId/settlements', 'spring'),
  'm360-deductions': merchantList('merchant-support', '/merchants/:merchantId/settlements/deductions', 'spring'),
  'm360-settlement-audit': merchantList('merchant-support', '/merchants/:merchantId/get-settlement-audit', 'spring'),
  'm360-stores': merchantList('merchant-support', '/merchants/:merchantId/stores', 'whole', { withTerminals: 'true' }),
  'm360-devices-bharat': merchantList('merchant-support', '/merchants/:merchantId/bharat-swipe/getDevices', 'whole'),
  'm360-devices-android': merchantList('merchant-support', '/merchants/:merchantId/android-swipe/getDevices', 'whole'),
  // A device's lifecycle timeline (issue 44 item 1), for the Stores & Devices tab.
  'm360-device-events': merchantList(
    'merchant-support',
    '/merchants/:merchantId/devices/:deviceSerial/events',
    'whole',
  ),
  'm360-loans': merchantList('merchant-support', '/merchants/:merchantId/loans', 'whole'),
  'm360-gold': merchantList('merchant-support', '/merchants/:merchantId/safeGold/transactions', 'whole'),
  'm360-audit': merchantList('crm', '/merchants/:merchantId/audit/history', 'spring'),
  'm360-messages': merchantList('crm', '/merchant/message/:merchantId', 'spring'),
  'm360-tickets': merchantList('crm', '/freshbots/tickets', 'whole'),
  'm360-calls': merchantList('crm', '/freshbots/call', 'whole'),
  ...MERCHANT_LOAN_LISTS,
  ...MERCHANT_WALLET_LISTS,
  ...BHARAT_SWIPE_LISTS,
} as const satisfies Record<string, MerchantEndpoint>;

export type MerchantListName = keyof typeof MERCHANT_LISTS;

/** Single reads. */
export const MERCHANT_READS = {
  profile: merchantRead('merchant-support', '/merchants/:merchantId'),
  categories: merchantRead('merchant-support', '/meta-data/business-categories'),
  migration: merchantRead('merchant-support', '/crm/migration-status'),
  annualLimit: merchantRead('merchant-support', '/crm/sherloc/annual-limit-info'),
  unsettled: merchantRead('merchant-support', '/merchants/:merchantId/settlements/unsettled'),
  loanSummary: merchantRead('merchant-support', '/merchants/:merchantId/loans/summary'),
  eligibility: merchantRead('merchant-support', '/merchants/:merchantId/loans/eligibility'),
  gold: merchantRead('merchant-support', '/merchants/:merchantId/safeGold/detail'),
  transaction: merchantRead('merchant-support', '/payments-tesseract/:txnId'),
  refund: merchantRead('merchant-support', '/bharat-swipe/crm/refund/:refundId'),
  smsTemplates: merchantRead('crm', '/notification-service/get-sms-templates'),
  preferences: merchantRead('crm', '/merchants/:merchantId/notification-preferences'),
  ...MERCHANT_LOAN_READS,
  loanRoute: merchantRead('merchant-support', '/merchants/:merchantId/loan/route/eligible/verify'),
  ...MERCHANT_WALLET_READS,
  ...BHARAT_SWIPE_READS,
} as const satisfies Record<string, MerchantEndpoint>;

/** Changes: each POSTed (or PUT) with an Idempotency-Key, audited on the server. */
export const MERCHANT_ACTIONS = {
  qrName: merchantAction('crm', '/merchants/:merchantId/update/qr-name'),
  referralCode: merchantAction('crm', '/merchants/:merchantId/update/ref-code'),
  kycSms: merchantAction('crm', '/merchants/:merchantId/kyc-sms'),
  notify: merchantAction('crm', '/freshbots/notify-merchant'),
  clickToCall: merchantAction('crm', '/freshbots/click-to-call'),
  sendTemplate: merchantAction('crm', '/notification-service/:service/send-notification'),
  businessCategory: merchantAction('merchant-support', '/merchants/:merchantId/update/business-category'),
  preferences: merchantAction('merchant-support', '/bharat-swipe/crm/payment/updateMerchantPreference'),
  reveal: merchantAction('merchant-support', '/merchants/:merchantId/reveal', MERCHANT_ACCESS.reveal),
  sendSms: merchantAction('merchant-support', '/merchants/:merchantId/send/sms/:type'),
  onDemand: merchantAction('merchant-support', '/merchants/settlement/ondemand/update', MERCHANT_ACCESS.settle),
  settlementUpdate: merchantAction(
    'merchant-support',
    '/merchants/:merchantId/settlement/update',
    MERCHANT_ACCESS.settle,
  ),
  returnDevice: merchantAction('merchant-support', '/merchants/:merchantId/:product-swipe/returnDevices'),
  cancelLoan: merchantAction('merchant-support', '/merchants/:merchantId/cancel-loan-application'),
  sendNoc: merchantAction('merchant-support', '/merchants/:merchantId/lending/send-noc'),
  event: merchantAction('merchant-support', '/users/events/send-events', MERCHANT_ACCESS.event),
  raiseServiceRequest: merchantAction('merchant-support', '/bharat-swipe/crm/service/request'),
  updateServiceRequest: merchantAction(
    'merchant-support',
    '/bharat-swipe/crm/service/request',
    MERCHANT_ACCESS.change,
    'PUT',
  ),
  ...BHARAT_SWIPE_ACTIONS,
} as const satisfies Record<string, MerchantEndpoint>;

export type MerchantRead = keyof typeof MERCHANT_READS;
export type MerchantAction = keyof typeof MERCHANT_ACTIONS;
