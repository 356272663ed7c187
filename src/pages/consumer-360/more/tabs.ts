import { CONSUMER_MORE_TABS, type ConsumerMoreTabSegment } from '../../../../contract/consumer-more/access';
import { lazyTab, type EntityTab } from '../../../common/entity-360';
import { tabEntry } from '../access';

/** Each tab's lazy chunk, by segment. */
const VIEWS: Record<ConsumerMoreTabSegment, EntityTab['component']> = {
  'upi-summary': lazyTab(() => import('../upi/UpiSummaryTab')),
  'upi-transactions': lazyTab(() => import('../upi/UpiTransactionsTab')),
  'upi-mandates': lazyTab(() => import('../upi/UpiMandatesTab')),
  'upi-complaints': lazyTab(() => import('../upi/UpiComplaintsTab')),
  'bp-shield': lazyTab(() => import('../plans/BpShieldTab')),
  'rewards-summary': lazyTab(() => import('../rewards/RewardsSummaryTab')),
  'rewards-transactions': lazyTab(() => import('../rewards/RewardsTransactionsTab')),
  'postpe-loans': lazyTab(() => import('../loans/PostpeLoansTab')),
  'durable-loans': lazyTab(() => import('../loans/DurableLoansTab')),
  'cc-bill-payments': lazyTab(() => import('../bill-payments/CcBillPaymentsTab')),
  'postpe-bill-payments': lazyTab(() => import('../bill-payments/PostpeBillPaymentsTab')),
  trillion: lazyTab(() => import('../plans/TrillionTab')),
  'vas-plans': lazyTab(() => import('../plans/VasPlansTab')),
  cashback: lazyTab(() => import('../rewards/CashbackTab')),
  referrals: lazyTab(() => import('../rewards/ReferralsTab')),
  offers: lazyTab(() => import('../rewards/OffersTab')),
  timeline: lazyTab(() => import('../timeline/TimelineTab')),
  chillfest: lazyTab(() => import('../rewards/ChillfestTab')),
};

/** The second part's tabs, each behind its access entry. */
export const CONSUMER_MORE_TAB_VIEWS: readonly (EntityTab & { after: string })[] = CONSUMER_MORE_TABS.map((t) => ({
  segment: t.segment,
  label: `consumer360More.tab.${t.segment}`,
  resource: tabEntry(t.segment),
  component: VIEWS[t.segment],
  after: t.after,
}));

/**
 * Pure: part 1's tabs with part 2's placed in the spec's §2.13 order, each right after the tab it follows (a tab
 * whose predecessor is absent goes last), so the whole list reads as §2.13 lists it.
 */
export function withMoreTabs<T extends Pick<EntityTab, 'segment'>>(
  base: readonly T[],
  more: readonly (T & { after: string })[],
): T[] {
  const out = [...base];
  const pending = [...more];
  let placed = true;
  while (pending.length && placed) {
    placed = false;
    for (let i = 0; i < pending.length; i += 1) {
      const tab = pending[i]!;
      const at = out.findIndex((t) => t.segment === tab.after);
      if (at >= 0) {
        out.splice(at + 1, 0, tab);
        pending.splice(i, 1);
        placed = true;
        i -= 1;
      }
    }
  }
  return [...out, ...pending];
}
