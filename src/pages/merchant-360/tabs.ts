import { lazy } from 'react';
import type { EntityTab } from '../../common/entity-360';
import { MERCHANT_LOAN_TABS } from './loans/tabs';

/**
 * The merchant 360's tabs, in order: each its own URL segment and lazy chunk. All need CAN_LIST_MERCHANT_DETAILS
 * (the page's own access); the change buttons inside ask for the `change` / `settle` parts.
 */
export const MERCHANT_TABS: readonly EntityTab[] = [
  { segment: 'profile', label: 'merchant360.tab.profile', component: lazy(() => import('./tabs/ProfileTab')) },
  { segment: 'kyc', label: 'merchant360.tab.kyc', component: lazy(() => import('./tabs/KycTab')) },
  {
    segment: 'transactions',
    label: 'merchant360.tab.transactions',
    component: lazy(() => import('./tabs/TransactionsTab')),
  },
  {
    segment: 'settlements',
    label: 'merchant360.tab.settlements',
    component: lazy(() => import('./tabs/SettlementsTab')),
  },
  { segment: 'stores', label: 'merchant360.tab.stores', component: lazy(() => import('./tabs/StoresTab')) },
  { segment: 'loans', label: 'merchant360.tab.loans', component: lazy(() => import('./tabs/LoansTab')) },
  { segment: 'gold', label: 'merchant360.tab.gold', component: lazy(() => import('./tabs/GoldTab')) },
  { segment: 'support', label: 'merchant360.tab.support', component: lazy(() => import('./tabs/SupportTab')) },
  { segment: 'audit', label: 'merchant360.tab.audit', component: lazy(() => import('./tabs/AuditTab')) },
  ...MERCHANT_LOAN_TABS,
  { segment: 'bank-change-audit', label: 'merchant360Kyc.tab_bank', component: lazy(() => import('./tabs/BankTab')) },
];
