import { lazyTab, type EntityTab } from '../../../common/entity-360';

/** Behind the merchant page's own read access (CAN_LIST_MERCHANT_DETAILS): hidden from anyone without it. */
const READ = 'merchant-details';

/**
 * The merchant 360's credit line, loan details, Bharat Swipe, send money and service-request tabs (spec §7.4), each
 * its own URL segment, lazy chunk and queries; appended after the merchant 360's own tabs (tabs.ts).
 */
export const MERCHANT_LOAN_TABS: readonly EntityTab[] = [
  {
    segment: 'credit-line',
    label: 'merchant360Loans.tab.credit_line',
    resource: READ,
    component: lazyTab(() => import('../tabs/CreditLineTab')),
  },
  {
    segment: 'loan-details',
    label: 'merchant360Loans.tab.loan_details',
    resource: READ,
    component: lazyTab(() => import('../tabs/LoanDetailsTab')),
  },
  {
    segment: 'bharat-swipe',
    label: 'merchant360Loans.tab.bharat_swipe',
    resource: READ,
    component: lazyTab(() => import('../tabs/BharatSwipeTab')),
  },
  {
    segment: 'send-money',
    label: 'merchant360Loans.tab.send_money',
    resource: READ,
    component: lazyTab(() => import('../tabs/SendMoneyTab')),
  },
  {
    segment: 'service-requests',
    label: 'merchant360Loans.tab.service_requests',
    resource: READ,
    component: lazyTab(() => import('../tabs/ServiceRequestsTab')),
  },
];
