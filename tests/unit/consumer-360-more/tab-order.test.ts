import { describe, expect, it } from 'vitest';
import { CONSUMER_TABS } from '../../../contract/consumer/access';
import { CONSUMER_MORE_TABS } from '../../../contract/consumer-more/access';
import { withMoreTabs } from '../../../src/pages/consumer-360/more/tabs';

describe('the consumer 360 tab list (§2.13 order)', () => {
  it('places part 2 where §2.13 lists it', () => {
    const all = withMoreTabs(
      CONSUMER_TABS.map((t) => ({ segment: t.segment as string })),
      CONSUMER_MORE_TABS.map((t) => ({ segment: t.segment as string, after: t.after })),
    ).map((t) => t.segment);
    expect(all).toEqual([
      'summary',
      'upi-summary',
      'kyc',
      'limits',
      'charges',
      'limit-audit',
      'card',
      'transactions',
      'upi-transactions',
      'upi-mandates',
      'upi-complaints',
      'bp-shield',
      'rewards-summary',
      'rewards-transactions',
      'repayments',
      'bills',
      'emis',
      'postpe-loans',
      'durable-loans',
      'cc-bill-payments',
      'postpe-bill-payments',
      'trillion',
      'vas-plans',
      'cashback',
      'referrals',
      'bank-transfers',
      'chillfest',
      'crm-audit',
      'offers',
      'deactivation-logs',
      'deactivation-feedback',
      'sm-limit-audit',
      'timeline',
    ]);
  });

  it('a tab whose predecessor is missing goes last', () => {
    expect(withMoreTabs([{ segment: 'a' }], [{ segment: 'x', after: 'nope' }]).map((t) => t.segment)).toEqual([
      'a',
      'x',
    ]);
  });
});
