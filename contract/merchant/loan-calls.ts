/**
 * The merchant 360's credit line, loan details, excess NACH, Bharat Swipe, send money and card-swipe service requests
 * (spec §7.4), as data: merged into MERCHANT_LISTS / MERCHANT_READS (calls.ts). All on the merchant-support backend;
 * paged lists are Spring pages from 0 (size 20), the others the whole list.
 */
import { istMonthOf } from '../business-time';

export const MERCHANT_LOAN_LISTS = {
  'm360-creditline-transactions': {
    backend: 'merchant-support',
    path: '/merchants/:merchantId/loans/creditline/monthly/transactions',
    paged: true,
  },
  'm360-creditline-refunds': {
    backend: 'merchant-support',
    path: '/merchants/:merchantId/loans/creditline/monthly/refunds',
    paged: true,
  },
  'm360-creditline-repayments': {
    backend: 'merchant-support',
    path: '/merchants/:merchantId/loans/creditline/monthly/repayments',
    paged: true,
  },
  'm360-creditline-charges': {
    backend: 'merchant-support',
    path: '/merchants/:merchantId/loans/creditline/interest-penalty',
    paged: true,
  },
  'm360-loan-all-details': {
    backend: 'merchant-support',
    path: '/merchants/:merchantId/loan/all-details',
    paged: false,
  },
  'm360-excess-nach': {
    backend: 'merchant-support',
    path: '/merchants/:merchantId/loan/excess-nach-amount-details/new',
    paged: false,
  },
  'm360-bharatswipe-accounts': {
    backend: 'merchant-support',
    path: '/merchants/:merchantId/bharatswipe/accounts',
    paged: false,
  },
  'm360-bharatswipe-withdrawals': {
    backend: 'merchant-support',
    path: '/merchants/:merchantId/bharatswipe/withdrawals',
    paged: true,
  },
  'm360-sendmoney': { backend: 'merchant-support', path: '/merchants/:merchantId/sendmoney/transactions', paged: true },
  'm360-service-requests': { backend: 'merchant-support', path: '/bharat-swipe/crm/service/request', paged: true },
} as const;

export const MERCHANT_LOAN_READS = {
  creditLine: { backend: 'merchant-support', path: '/merchants/:merchantId/loans/creditline' },
  creditLineDetails: { backend: 'merchant-support', path: '/merchants/:merchantId/loans/creditline/details' },
  creditLineApplication: { backend: 'merchant-support', path: '/merchants/:merchantId/loans/creditline/application' },
  serviceRequest: { backend: 'merchant-support', path: '/bharat-swipe/crm/service/request/:requestId' },
} as const;

/** The kinds of credit-line entry: the three monthly lists, then the interest-penalty list's two. */
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
