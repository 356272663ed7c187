import { lazy } from 'react';
import { CONSUMER_MORE_TABS, type ConsumerMoreTabSegment } from '../../../../contract/consumer-more/access';
import type { EntityTab } from '../../../common/entity-360';
import { tabEntry } from '../access';

/** Each tab's lazy chunk, by segment. */
const VIEWS: Record<ConsumerMoreTabSegment, EntityTab['component']> = {
  'upi-summary': lazy(() => import('./UpiSummaryTab')),
  'upi-transactions': lazy(() => import('./UpiTransactionsTab')),
  'upi-mandates': lazy(() => import('./UpiMandatesTab')),
  'upi-complaints': lazy(() => import('./UpiComplaintsTab')),
  'bp-shield': lazy(() => import('./BpShieldTab')),
  'rewards-summary': lazy(() => import('./RewardsSummaryTab')),
  'rewards-transactions': lazy(() => import('./RewardsTransactionsTab')),
  'postpe-loans': lazy(() => import('./PostpeLoansTab')),
  'durable-loans': lazy(() => import('./DurableLoansTab')),
  'cc-bill-payments': lazy(() => import('./CcBillPaymentsTab')),
  'postpe-bill-payments': lazy(() => import('./PostpeBillPaymentsTab')),
  trillion: lazy(() => import('./TrillionTab')),
  'vas-plans': lazy(() => import('./VasPlansTab')),
  cashback: lazy(() => import('./CashbackTab')),
  referrals: lazy(() => import('./ReferralsTab')),
  offers: lazy(() => import('./OffersTab')),
  timeline: lazy(() => import('./TimelineTab')),
  chillfest: lazy(() => import('./ChillfestTab')),
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
