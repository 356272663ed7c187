import { CONSUMER_TABS, type ConsumerTabSegment } from '../../../contract/consumer/access';
import { lazyTab, type EntityTab } from '../../common/entity-360';
import { consumerTabLabel, tabEntry } from './access';
import { CONSUMER_TAB_PREFETCH } from './tab-prefetch';

/**
 * Each tab's lazy chunk, by segment (preloaded when the agent points at its tab). A tab not here is a read-only list
 * drawn from its spec in list-tabs.tsx (one chunk for all of them, ListTab.tsx).
 */
const VIEWS: Partial<Record<ConsumerTabSegment, EntityTab['component']>> = {
  summary: lazyTab(() => import('./account/SummaryTab')),
  kyc: lazyTab(() => import('./account/KycTab')),
  limits: lazyTab(() => import('./account/LimitsTab')),
  charges: lazyTab(() => import('./account/ChargesTab')),
  card: lazyTab(() => import('./card/CardTab')),
  'unity-card': lazyTab(() => import('./card/UnityCardTab')),
  transactions: lazyTab(() => import('./card/TransactionsTab')),
  bills: lazyTab(() => import('./bills/BillsTab')),
  emis: lazyTab(() => import('./loans/EmisTab')),
  'bank-transfers': lazyTab(() => import('./transfers/BankTransfersTab')),
  'upi-summary': lazyTab(() => import('./upi/UpiSummaryTab')),
  'bp-shield': lazyTab(() => import('./plans/BpShieldTab')),
  trillion: lazyTab(() => import('./plans/TrillionTab')),
  'vas-plans': lazyTab(() => import('./plans/VasPlansTab')),
  'rewards-summary': lazyTab(() => import('./rewards/RewardsSummaryTab')),
  cashback: lazyTab(() => import('./rewards/CashbackTab')),
  referrals: lazyTab(() => import('./rewards/ReferralsTab')),
  offers: lazyTab(() => import('./rewards/OffersTab')),
  'postpe-loans': lazyTab(() => import('./loans/PostpeLoansTab')),
  'durable-loans': lazyTab(() => import('./loans/DurableLoansTab')),
  'cc-bill-payments': lazyTab(() => import('./bill-payments/CcBillPaymentsTab')),
  'postpe-bill-payments': lazyTab(() => import('./bill-payments/PostpeBillPaymentsTab')),
  timeline: lazyTab(() => import('./timeline/TimelineTab')),
  payouts: lazyTab(() => import('./lending/PayoutsTab')),
  'bank-details': lazyTab(() => import('./lending/BankDetailsTab')),
};

/** A read-only list tab's chunk: the shared ListTab with the tab's spec. */
const listView = (segment: ConsumerTabSegment) =>
  lazyTab(() => import('./ListTab').then((m) => ({ default: m.listTab(segment) })));

/** The tabs agents open first, warmed when a consumer opens (EntityTab.warmFirst). */
const WARM_FIRST: ReadonlySet<string> = new Set(['transactions']);

/** The tabs in the spec's §2.13 order, each behind its access entry, with what to prefetch when pointed at. */
export const CONSUMER_TAB_VIEWS: readonly EntityTab[] = CONSUMER_TABS.map((t) => ({
  segment: t.segment,
  label: consumerTabLabel(t.segment),
  resource: tabEntry(t.segment),
  component: VIEWS[t.segment] ?? listView(t.segment),
  ...(CONSUMER_TAB_PREFETCH[t.segment] ? { prefetch: CONSUMER_TAB_PREFETCH[t.segment] } : {}),
  ...(WARM_FIRST.has(t.segment) ? { warmFirst: true } : {}),
}));
