import { CONSUMER_TABS, type ConsumerTabSegment } from '../../../contract/consumer/access';
import { lazyTab, type EntityTab } from '../../common/entity-360';
import { tabEntry } from './access';
import { CONSUMER_TAB_PREFETCH } from './tab-prefetch';

/** Each tab's lazy chunk, by segment (preloaded when the agent points at its tab). */
const VIEWS: Record<ConsumerTabSegment, EntityTab['component']> = {
  summary: lazyTab(() => import('./account/SummaryTab')),
  kyc: lazyTab(() => import('./account/KycTab')),
  limits: lazyTab(() => import('./account/LimitsTab')),
  charges: lazyTab(() => import('./account/ChargesTab')),
  'limit-audit': lazyTab(() => import('./account/LimitAuditTab')),
  card: lazyTab(() => import('./card/CardTab')),
  transactions: lazyTab(() => import('./card/TransactionsTab')),
  repayments: lazyTab(() => import('./transfers/RepaymentsTab')),
  bills: lazyTab(() => import('./bills/BillsTab')),
  emis: lazyTab(() => import('./loans/EmisTab')),
  'bank-transfers': lazyTab(() => import('./transfers/BankTransfersTab')),
  'crm-audit': lazyTab(() => import('./account/CrmAuditTab')),
  'deactivation-logs': lazyTab(() => import('./account/DeactivationLogsTab')),
  'deactivation-feedback': lazyTab(() => import('./account/DeactivationFeedbackTab')),
  'sm-limit-audit': lazyTab(() => import('./account/SmLimitAuditTab')),
  'upi-summary': lazyTab(() => import('./upi/UpiSummaryTab')),
  'upi-transactions': lazyTab(() => import('./upi/UpiTransactionsTab')),
  'upi-mandates': lazyTab(() => import('./upi/UpiMandatesTab')),
  'upi-complaints': lazyTab(() => import('./upi/UpiComplaintsTab')),
  'bp-shield': lazyTab(() => import('./plans/BpShieldTab')),
  trillion: lazyTab(() => import('./plans/TrillionTab')),
  'vas-plans': lazyTab(() => import('./plans/VasPlansTab')),
  'rewards-summary': lazyTab(() => import('./rewards/RewardsSummaryTab')),
  'rewards-transactions': lazyTab(() => import('./rewards/RewardsTransactionsTab')),
  cashback: lazyTab(() => import('./rewards/CashbackTab')),
  referrals: lazyTab(() => import('./rewards/ReferralsTab')),
  offers: lazyTab(() => import('./rewards/OffersTab')),
  chillfest: lazyTab(() => import('./rewards/ChillfestTab')),
  'postpe-loans': lazyTab(() => import('./loans/PostpeLoansTab')),
  'durable-loans': lazyTab(() => import('./loans/DurableLoansTab')),
  'cc-bill-payments': lazyTab(() => import('./bill-payments/CcBillPaymentsTab')),
  'postpe-bill-payments': lazyTab(() => import('./bill-payments/PostpeBillPaymentsTab')),
  timeline: lazyTab(() => import('./timeline/TimelineTab')),
};

/** The tabs whose names are in the i18n's consumer360More section (the rest are in consumer360's). */
const NAMED_IN_MORE: ReadonlySet<ConsumerTabSegment> = new Set<ConsumerTabSegment>([
  'upi-summary',
  'upi-transactions',
  'upi-mandates',
  'upi-complaints',
  'bp-shield',
  'trillion',
  'vas-plans',
  'rewards-summary',
  'rewards-transactions',
  'cashback',
  'referrals',
  'offers',
  'chillfest',
  'postpe-loans',
  'durable-loans',
  'cc-bill-payments',
  'postpe-bill-payments',
  'timeline',
]);

/** The tabs agents open first, warmed when a consumer opens (EntityTab.warmFirst). */
const WARM_FIRST: ReadonlySet<string> = new Set(['transactions']);

/** The tabs in the spec's §2.13 order, each behind its access entry, with what to prefetch when pointed at. */
export const CONSUMER_TAB_VIEWS: readonly EntityTab[] = CONSUMER_TABS.map((t) => ({
  segment: t.segment,
  label: `${NAMED_IN_MORE.has(t.segment) ? 'consumer360More' : 'consumer360'}.tab.${t.segment}`,
  resource: tabEntry(t.segment),
  component: VIEWS[t.segment],
  ...(CONSUMER_TAB_PREFETCH[t.segment] ? { prefetch: CONSUMER_TAB_PREFETCH[t.segment] } : {}),
  ...(WARM_FIRST.has(t.segment) ? { warmFirst: true } : {}),
}));
