/**
 * Two merchant-support reads the console does not call (spec §7.4), declared so the reference backend serves them
 * from a declaration like their neighbours (server/routes/merchant-support/merchant-loans.ts, merchant-stores.ts):
 * one loan's details by `loanId`, and a card-swipe device's invoices by `deviceSerial`. Who may call: whoever reads a
 * merchant.
 */
import { merchantRead, type MerchantEndpoint } from './endpoints';

export const MERCHANT_SUPPORT_READS = {
  loanDetails: merchantRead('merchant-support', '/merchants/:merchantId/loans/details'),
  swipeInvoices: merchantRead('merchant-support', '/merchants/:merchantId/swipe-invoices'),
} as const satisfies Record<string, MerchantEndpoint>;
