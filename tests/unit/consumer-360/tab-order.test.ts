import { describe, expect, it } from 'vitest';
import { CONSUMER_TABS } from '../../../contract/consumer/access';
import { en } from '../../../src/i18n/en';
import { CONSUMER_PARTS } from '../../../src/pages/consumer-360/access';
import { CONSUMER_TAB_VIEWS } from '../../../src/pages/consumer-360/tab-views';

const SPEC_ORDER = [
  'summary',
  'upi-summary',
  'unity-card',
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
  // The lending calls' tabs (issue 46 item 6), after the §2.13 tabs.
  'credit-transactions',
  'payouts',
  'bank-details',
];

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((at, k) => (at as Record<string, unknown> | undefined)?.[k], en);

describe('the consumer 360 tab list (§2.13 order)', () => {
  it('lists every tab where §2.13 lists it, in one table', () => {
    expect(CONSUMER_TABS.map((t) => t.segment)).toEqual(SPEC_ORDER);
    expect(CONSUMER_TAB_VIEWS.map((t) => t.segment)).toEqual(SPEC_ORDER);
  });

  it('names every tab with a string the console has', () => {
    for (const tab of CONSUMER_TAB_VIEWS) expect(typeof lookup(tab.label), tab.label).toBe('string');
  });

  it('puts every tab and action behind its access part', () => {
    for (const tab of CONSUMER_TAB_VIEWS) expect(tab.resource).toBe(`consumer-360.tab-${tab.segment}`);
    expect(CONSUMER_PARTS['tab-upi-summary']).toEqual(['CAN_VIEW_UPI_SUMMARY']);
    expect(CONSUMER_PARTS['tab-unity-card']).toEqual(['CAN_VIEW_UNITY_BANK_CARD']);
    expect(CONSUMER_PARTS['tab-trillion']).toEqual(['CAN_VIEW_TRILLION_DETAILS']);
    expect(CONSUMER_PARTS['action-cancelVas']).toEqual(['CAN_CANCEL_VAS_ORDER']);
    expect(CONSUMER_PARTS['action-billActionsColumn']).toEqual(['CAN_CHANGE_CC_BILL_PAYMENT_POSTPE']);
    expect(CONSUMER_PARTS['action-billActions']).toEqual(['admin-consumer-bill-payment']);
  });
});
