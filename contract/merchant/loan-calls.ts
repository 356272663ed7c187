/**
 * The merchant 360's credit line, loan details, excess NACH, Bharat Swipe, send money and card-swipe service requests
 * (spec §7.4), as data: merged into MERCHANT_LISTS / MERCHANT_READS (calls.ts). All on the merchant-support backend;
 * paged lists are Spring pages from 0 (size 20), the others the whole list.
 */
import { istMonthOf } from '../business-time';
import { merchantList, merchantRead, type MerchantEndpoint } from './endpoints';

export const MERCHANT_LOAN_LISTS = {
  'm360-creditline-transactions': merchantList(
    'merchant-support',
    '/merchants/:merchantId/loans/creditline/monthly/transactions',
    'spring',
  ),
  'm360-creditline-refunds': merchantList(
    'merchant-support',
    '/merchants/:merchantId/loans/creditline/monthly/refunds',
    'spring',
  ),
  'm360-creditline-repayments': merchantList(
    'merchant-support',
    '/merchants/:merchantId/loans/creditline/monthly/repayments',
    'spring',
  ),
  'm360-creditline-charges': merchantList(
    'merchant-support',
    '/merchants/:merchantId/loans/creditline/interest-penalty',
    'spring',
  ),
  'm360-loan-all-details': merchantList('merchant-support', '/merchants/:merchantId/loan/all-details', 'whole'),
  'm360-excess-nach': merchantList(
    'merchant-support',
    '/merchants/:merchantId/loan/excess-nach-amount-details/new',
    'whole',
  ),
  'm360-bharatswipe-accounts': merchantList('merchant-support', '/merchants/:merchantId/bharatswipe/accounts', 'whole'),
  'm360-bharatswipe-withdrawals': merchantList(
    'merchant-support',
    '/merchants/:merchantId/bharatswipe/withdrawals',
    'spring',
  ),
  'm360-sendmoney': merchantList('merchant-support', '/merchants/:merchantId/sendmoney/transactions', 'spring'),
  'm360-service-requests': merchantList('merchant-support', '/bharat-swipe/crm/service/request', 'spring'),
  /** /loan-app: every merchant's loans and applications, newest first (status, product and merchant filters). */
  'loan-applications': merchantList('merchant-support', '/merchants/loan-applications', 'spring'),
  /** /credit-line: every merchant's credit line (status, overdue, lender and merchant filters), most overdue first. */
  'credit-lines': merchantList('merchant-support', '/merchants/credit-lines', 'spring'),
} as const satisfies Record<string, MerchantEndpoint>;

export const MERCHANT_LOAN_READS = {
  creditLine: merchantRead('merchant-support', '/merchants/:merchantId/loans/creditline'),
  creditLineDetails: merchantRead('merchant-support', '/merchants/:merchantId/loans/creditline/details'),
  creditLineApplication: merchantRead('merchant-support', '/merchants/:merchantId/loans/creditline/application'),
  serviceRequest: merchantRead('merchant-support', '/bharat-swipe/crm/service/request/:requestId'),
} as const satisfies Record<string, MerchantEndpoint>;

/** The kinds of credit-line entry: the three monthly lists, then the interest-penalty list's two. */
/** A merchant loan's states, in the order an application moves through them; APPLIED and APPROVED may be cancelled. */
export const LOAN_STATES = ['APPLIED', 'APPROVED', 'DISBURSED', 'CLOSED', 'CANCELLED'] as const;
/** The products a merchant borrows through. */
export const LOAN_PRODUCTS = ['TERM_LOAN', 'CREDIT_LINE'] as const;
export const CANCELLABLE_LOAN_STATES = [
  'APPLIED',
  'APPROVED',
] as const satisfies readonly (typeof LOAN_STATES)[number][];

/** A merchant credit line's states. */
export const CREDIT_LINE_STATES = ['APPLIED', 'ACTIVE', 'FROZEN', 'CLOSED', 'REJECTED'] as const;

export const CREDIT_LINE_KINDS = ['TRANSACTION', 'REFUND', 'REPAYMENT', 'INTEREST', 'PENALTY'] as const;
export type CreditLineKind = (typeof CREDIT_LINE_KINDS)[number];

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Pure: the IST month (YYYY-MM) of an epoch-ms time; the monthly credit-line lists are by this month. */
export const monthOf = istMonthOf;

/** Pure: the `count` IST months up to the one of `now`, newest first (the month picker's choices). */
export function recentMonths(now: number, count: number): string[] {
  const [y, m] = monthOf(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const total = y * 12 + (m - 1) - i;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}
