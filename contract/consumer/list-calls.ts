/**
 * The consumer 360's tab lists (spec §7.5, §9), by the resource name the console's ListBase uses, each with its
 * backend, path, paging and who may read it. Every list is filtered by the consumer (`consumerId`, repayments `id`).
 */
import type { PermissionKey } from '../permissions';
import { CONSUMER_360, CONSUMER_PRODUCTS } from '../consumer-bindings';
import { PAGING } from '../resource-api';
import { CONSUMER_TABS, type ConsumerTabListName, type TabList } from './access';
import { consumerAccess, consumerList, type ConsumerListEndpoint } from './endpoints';

/** Open to whoever may open the consumer 360 (its account tabs, then its products' tabs). */
export const CONSUMER_VIEW = consumerAccess(CONSUMER_360.access, 'show');
export const CONSUMER_PRODUCT_VIEW = consumerAccess(CONSUMER_PRODUCTS.access, 'show');
export const CONSUMER_PRODUCT_LIST = consumerAccess(CONSUMER_PRODUCTS.access, 'list');

/** A tab's own list is read by whoever may see the tab (its keys, any one). */
const tabAccess = (keys: readonly PermissionKey[]) => consumerAccess({ list: keys }, 'list');

/** The pages of loans: pageNum, pageSize from 1. */
const LOAN_PAGES = { ...PAGING.pageNumPageSize, base: 1 } as const;

/** Each tab's own list (its `list` in access.ts), read under the tab's keys. */
const TAB_LIST_CALLS = Object.fromEntries(
  (CONSUMER_TABS as readonly { keys: readonly PermissionKey[]; list?: TabList }[]).flatMap(({ keys, list }) =>
    list ? [[list.name, consumerList(list.backend, list.path, tabAccess(keys), list.paging, list.rows)]] : [],
  ),
) as Record<ConsumerTabListName, ConsumerListEndpoint>;

export const CONSUMER_LIST_CALLS = {
  ...TAB_LIST_CALLS,
  'consumer-bill-payments': consumerList('postpe', '/bill-payments', CONSUMER_PRODUCT_VIEW, PAGING.pageNumPageSize),
  'consumer-loans-current': consumerList('lending', '/loans/current', CONSUMER_PRODUCT_VIEW, LOAN_PAGES),
  'consumer-loans-previous': consumerList('lending', '/loans/previous', CONSUMER_PRODUCT_VIEW, LOAN_PAGES),
} as const satisfies Record<string, ConsumerListEndpoint>;

export type ConsumerListName = keyof typeof CONSUMER_LIST_CALLS;
