import { CONSUMER_MORE_ACTION_KEYS, CONSUMER_MORE_TABS } from '../../../../contract/consumer-more/access';
import type { PermissionKey } from '../../../../contract/permissions';
import { partOf } from '../../types';
import { CONSUMER_PAGE, tabPart } from '../access';

export type ConsumerMoreAction = keyof typeof CONSUMER_MORE_ACTION_KEYS;
export const moreActionPart = (action: ConsumerMoreAction) => `action-more-${action}`;

/** The second part's parts of the consumer page: one per tab and one per action, asked through canAccess. */
export const CONSUMER_MORE_PARTS: Readonly<Record<string, readonly PermissionKey[]>> = {
  ...Object.fromEntries(CONSUMER_MORE_TABS.map((t) => [tabPart(t.segment), t.keys])),
  ...Object.fromEntries(
    Object.entries(CONSUMER_MORE_ACTION_KEYS).map(([a, keys]) => [moreActionPart(a as ConsumerMoreAction), keys]),
  ),
};

export const moreActionEntry = (action: ConsumerMoreAction) => partOf(CONSUMER_PAGE, moreActionPart(action));
