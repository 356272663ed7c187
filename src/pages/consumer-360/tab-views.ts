import { lazy } from 'react';
import { CONSUMER_TABS } from '../../../contract/consumer/access';
import type { EntityTab } from '../../common/entity-360';
import { tabEntry } from './access';
import { CONSUMER_MORE_TAB_VIEWS, withMoreTabs } from './more/tabs';

/** Each tab's lazy chunk, by segment. */
const VIEWS = {
  summary: lazy(() => import('./tabs/SummaryTab')),
  kyc: lazy(() => import('./tabs/KycTab')),
  limits: lazy(() => import('./tabs/LimitsTab')),
  charges: lazy(() => import('./tabs/ChargesTab')),
  'limit-audit': lazy(() => import('./tabs/LimitAuditTab')),
  card: lazy(() => import('./tabs/CardTab')),
  transactions: lazy(() => import('./tabs/TransactionsTab')),
  repayments: lazy(() => import('./tabs/RepaymentsTab')),
  bills: lazy(() => import('./tabs/BillsTab')),
  emis: lazy(() => import('./tabs/EmisTab')),
  'bank-transfers': lazy(() => import('./tabs/BankTransfersTab')),
  'crm-audit': lazy(() => import('./tabs/CrmAuditTab')),
  'deactivation-logs': lazy(() => import('./tabs/DeactivationLogsTab')),
  'deactivation-feedback': lazy(() => import('./tabs/DeactivationFeedbackTab')),
  'sm-limit-audit': lazy(() => import('./tabs/SmLimitAuditTab')),
} as const;

/** The tabs in the spec's §2.13 order, each behind its access entry. */
export const CONSUMER_TAB_VIEWS: readonly EntityTab[] = withMoreTabs<EntityTab>(
  CONSUMER_TABS.map((t) => ({
    segment: t.segment,
    label: `consumer360.tab.${t.segment}`,
    resource: tabEntry(t.segment),
    component: VIEWS[t.segment],
  })),
  CONSUMER_MORE_TAB_VIEWS,
);
