import { CONSUMER_TABS } from '../../../contract/consumer/access';
import { lazyTab, type EntityTab } from '../../common/entity-360';
import { tabEntry } from './access';
import { CONSUMER_MORE_TAB_VIEWS, withMoreTabs } from './more/tabs';
import { CONSUMER_TAB_PREFETCH } from './tab-prefetch';

/** Each tab's lazy chunk, by segment (preloaded when the agent points at its tab). */
const VIEWS = {
  summary: lazyTab(() => import('./tabs/SummaryTab')),
  kyc: lazyTab(() => import('./tabs/KycTab')),
  limits: lazyTab(() => import('./tabs/LimitsTab')),
  charges: lazyTab(() => import('./tabs/ChargesTab')),
  'limit-audit': lazyTab(() => import('./tabs/LimitAuditTab')),
  card: lazyTab(() => import('./tabs/CardTab')),
  transactions: lazyTab(() => import('./tabs/TransactionsTab')),
  repayments: lazyTab(() => import('./tabs/RepaymentsTab')),
  bills: lazyTab(() => import('./tabs/BillsTab')),
  emis: lazyTab(() => import('./tabs/EmisTab')),
  'bank-transfers': lazyTab(() => import('./tabs/BankTransfersTab')),
  'crm-audit': lazyTab(() => import('./tabs/CrmAuditTab')),
  'deactivation-logs': lazyTab(() => import('./tabs/DeactivationLogsTab')),
  'deactivation-feedback': lazyTab(() => import('./tabs/DeactivationFeedbackTab')),
  'sm-limit-audit': lazyTab(() => import('./tabs/SmLimitAuditTab')),
} as const;

/** The tabs agents open first, warmed when a consumer opens (EntityTab.warmFirst). */
const WARM_FIRST: ReadonlySet<string> = new Set(['transactions']);

/** The tabs in the spec's §2.13 order, each behind its access entry, with what to prefetch when pointed at. */
export const CONSUMER_TAB_VIEWS: readonly EntityTab[] = withMoreTabs<EntityTab>(
  CONSUMER_TABS.map((t) => ({
    segment: t.segment,
    label: `consumer360.tab.${t.segment}`,
    resource: tabEntry(t.segment),
    component: VIEWS[t.segment],
    ...(CONSUMER_TAB_PREFETCH[t.segment] ? { prefetch: CONSUMER_TAB_PREFETCH[t.segment] } : {}),
    ...(WARM_FIRST.has(t.segment) ? { warmFirst: true } : {}),
  })),
  CONSUMER_MORE_TAB_VIEWS,
);
