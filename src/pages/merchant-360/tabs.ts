import { lazyTab, prefetchListTab, type EntityTab, type TabPrefetchContext } from '../../common/entity-360';
import { MERCHANT_LOAN_TABS } from './loans/tabs';

/** The Transactions tab's two first pages (payments and refunds), as its EntityListTabs ask for them. */
function prefetchTransactions(context: TabPrefetchContext): void {
  for (const resource of ['m360-transactions', 'm360-refunds'])
    prefetchListTab(context, { resource, filter: { merchantId: context.entityId } });
}

/**
 * The merchant 360's tabs, in order: each its own URL segment and lazy chunk. All need CAN_LIST_MERCHANT_DETAILS
 * (the page's own access); the change buttons inside ask for the `change` / `settle` parts.
 */
export const MERCHANT_TABS: readonly EntityTab[] = [
  { segment: 'profile', label: 'merchant360.tab.profile', component: lazyTab(() => import('./tabs/ProfileTab')) },
  { segment: 'kyc', label: 'merchant360.tab.kyc', component: lazyTab(() => import('./tabs/KycTab')) },
  {
    segment: 'transactions',
    label: 'merchant360.tab.transactions',
    component: lazyTab(() => import('./tabs/TransactionsTab')),
    prefetch: prefetchTransactions,
    warmFirst: true,
  },
  {
    segment: 'settlements',
    label: 'merchant360.tab.settlements',
    component: lazyTab(() => import('./tabs/SettlementsTab')),
  },
  { segment: 'stores', label: 'merchant360.tab.stores', component: lazyTab(() => import('./tabs/StoresTab')) },
  { segment: 'loans', label: 'merchant360.tab.loans', component: lazyTab(() => import('./tabs/LoansTab')) },
  { segment: 'gold', label: 'merchant360.tab.gold', component: lazyTab(() => import('./tabs/GoldTab')) },
  { segment: 'support', label: 'merchant360.tab.support', component: lazyTab(() => import('./tabs/SupportTab')) },
  { segment: 'audit', label: 'merchant360.tab.audit', component: lazyTab(() => import('./tabs/AuditTab')) },
  ...MERCHANT_LOAN_TABS,
  {
    segment: 'bank-change-audit',
    label: 'merchant360Kyc.tab_bank',
    component: lazyTab(() => import('./tabs/BankTab')),
  },
  // Issue 43 item 7 (spec §7.4 get-cc-mdr-info; account, account/transactions, account/detail (p2p)).
  { segment: 'mdr', label: 'merchantCalls.tab.mdr', component: lazyTab(() => import('./tabs/MdrTab')) },
  { segment: 'wallet', label: 'merchantCalls.tab.wallet', component: lazyTab(() => import('./tabs/WalletTab')) },
  // Issue 44 item 5 (spec §7.4 bharat-swipe/crm charges, TPV, inactivity, orders, QR, order link).
  { segment: 'card-swipe', label: 'bharatSwipe.tab', component: lazyTab(() => import('./tabs/CardSwipeTab')) },
];
