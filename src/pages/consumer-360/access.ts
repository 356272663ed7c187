import {
  CONSUMER_ACTION_KEYS,
  CONSUMER_TABS,
  CONSUMER_VIEW_KEY,
  type ConsumerAction,
  type ConsumerTabSegment,
} from '../../../contract/consumer/access';
import { CASHBACK_PERMISSIONS } from '../../../contract/consumer/cashback';
import type { PermissionKey } from '../../../contract/permissions';
import { partOf } from '../types';

/** The page's name in the access table; its tabs and actions are parts of it (`consumer-360.tab-kyc` …). */
export const CONSUMER_PAGE = { name: 'consumer-360' } as const;
export const CONSUMER_PAGE_KEYS: readonly PermissionKey[] = [CONSUMER_VIEW_KEY];

export const tabPart = (segment: string) => `tab-${segment}`;
export const actionPart = (action: ConsumerAction) => `action-${action}`;

/** Every part: one per tab (its keys) and one per action (its keys), asked through canAccess. */
export const CONSUMER_PARTS: Readonly<Record<string, readonly PermissionKey[]>> = {
  ...Object.fromEntries(CONSUMER_TABS.map((t) => [tabPart(t.segment), t.keys])),
  ...Object.fromEntries(
    Object.entries(CONSUMER_ACTION_KEYS).map(([a, keys]) => [actionPart(a as ConsumerAction), keys]),
  ),
  ...Object.fromEntries(CASHBACK_PERMISSIONS.map((key) => [`cashback-${key}`, [key]])),
};

/** The access-table entry of one cashback permission (which rule codes the agent may apply, spec §6). */
export const cashbackEntry = (key: string) => partOf(CONSUMER_PAGE, `cashback-${key}`);

/** The access-table entry of a tab or action. */
export const tabEntry = (segment: string) => partOf(CONSUMER_PAGE, tabPart(segment));
export const actionEntry = (action: ConsumerAction) => partOf(CONSUMER_PAGE, actionPart(action));

/** The tabs whose names are in the i18n's consumer360Products section (the rest are in consumer360's). */
const NAMED_IN_PRODUCTS: ReadonlySet<ConsumerTabSegment> = new Set<ConsumerTabSegment>([
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

/** The lending calls' tabs (issue 46 item 6), named in the i18n's consumerLending section. */
const NAMED_IN_LENDING: ReadonlySet<ConsumerTabSegment> = new Set<ConsumerTabSegment>([
  'credit-transactions',
  'payouts',
  'bank-details',
]);

/** A tab's name (i18n key): its title on the tab bar and its list's label. */
export const consumerTabLabel = (segment: ConsumerTabSegment) =>
  NAMED_IN_LENDING.has(segment)
    ? `consumerLending.tab.${segment}`
    : `${NAMED_IN_PRODUCTS.has(segment) ? 'consumer360Products' : 'consumer360'}.tab.${segment}`;
