import { prefetchListTab, type EntityTab, type TabPrefetchContext } from '../../common/entity-360';
import { CONSUMER_LISTS, type ConsumerActions, type ConsumerPart } from '../../../dataProviders/postpe/consumer';
import type { ConsumerTabSegment } from '../../../contract/consumer/access';
import { consumerPartQuery } from './useConsumer';

type Prefetch = NonNullable<EntityTab['prefetch']>;

/** A list tab's first page, exactly as the tab's EntityListTab asks for it (its default filters). */
const list =
  (resource: string, idField: 'consumerId' | 'id' = 'consumerId'): Prefetch =>
  (context) =>
    prefetchListTab(context, { resource, filter: { [idField]: context.entityId } });

/** The consumer parts a tab reads (useConsumerPart). */
const parts =
  (...names: ConsumerPart[]): Prefetch =>
  ({ entityId, queryClient, dataProvider }: TabPrefetchContext) => {
    for (const part of names)
      void queryClient.prefetchQuery(consumerPartQuery(dataProvider as unknown as ConsumerActions, part, entityId));
  };

/**
 * What each part-1 tab shows first, fetched when the agent points at or focuses its tab (Entity360Tabs), so the tab
 * paints from the cache. The summary tab reads the summary the band already holds.
 */
export const CONSUMER_TAB_PREFETCH: Partial<Record<ConsumerTabSegment, Prefetch>> = {
  kyc: parts('kyc'),
  limits: parts('limits', 'smLimit'),
  charges: parts('charges'),
  'limit-audit': list(CONSUMER_LISTS.limitAudits),
  card: parts('card'),
  'unity-card': parts('card'),
  transactions: list(CONSUMER_LISTS.transactions),
  repayments: list(CONSUMER_LISTS.repayments, 'id'),
  bills: list(CONSUMER_LISTS.bills),
  emis: list(CONSUMER_LISTS.emis),
  'bank-transfers': list(CONSUMER_LISTS.bankTransfers),
  'crm-audit': list(CONSUMER_LISTS.crmAudits),
  'deactivation-logs': list(CONSUMER_LISTS.deactivationLogs),
  'deactivation-feedback': list(CONSUMER_LISTS.deactivationFeedback),
  'sm-limit-audit': list(CONSUMER_LISTS.smLimitAudits),
};
