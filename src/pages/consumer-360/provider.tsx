import type { ReactNode } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { consumerDataProvider, type ConsumerActions } from '../../../dataProviders/postpe/consumer';
import {
  consumerMoreDataProvider,
  type ConsumerMoreActions,
  type ConsumerMoreQuery,
  type ConsumerMoreRead,
} from '../../../dataProviders/postpe/consumer-more';
import { backendUrl } from '../../../dataProviders/runtime-config';
import { useEntity360 } from '../../common/entity-360';

let provider: ReturnType<typeof consumerDataProvider> | null = null;
const consumerProvider = () =>
  (provider ??= consumerDataProvider({ postpe: backendUrl('postpe'), lending: backendUrl('lending') }));

/** The consumer 360 reads its lists and calls its actions through this provider (postpe and lending). */
export function ConsumerProviderScope({ children }: { children: ReactNode }) {
  return <DataProviderContext.Provider value={consumerProvider()}>{children}</DataProviderContext.Provider>;
}

export const useConsumerProvider = () => useDataProvider() as ReturnType<typeof useDataProvider> & ConsumerActions;

let moreRecords: ReturnType<typeof consumerMoreDataProvider> | null = null;
const moreProvider = () =>
  (moreRecords ??= consumerMoreDataProvider({ postpe: backendUrl('postpe'), lending: backendUrl('lending') }));

/**
 * The UPI, loan, bill-payment, plan, rewards and timeline tabs read their records and call their actions through this
 * provider (postpe and lending).
 */
export function ConsumerMoreScope({ children }: { children: ReactNode }) {
  return <DataProviderContext.Provider value={moreProvider()}>{children}</DataProviderContext.Provider>;
}

export const useConsumerMoreProvider = () =>
  useDataProvider() as ReturnType<typeof useDataProvider> & ConsumerMoreActions;

/** One read of the current consumer (cached per consumer and read; no retry so errors show at once). */
export function useConsumerMore<T>(read: ConsumerMoreRead) {
  const provider = useConsumerMoreProvider();
  const { entityId } = useEntity360();
  const consumerId = Number(entityId);
  return useQuery({
    queryKey: ['consumer-360-more', read, consumerId],
    queryFn: async () => (await provider.getConsumerMore(read, consumerId)) as T,
    retry: false,
    staleTime: 30_000,
  });
}

/** A call with its own query (BPI, schedule, timeline page). */
export function useConsumerMoreQuery<T>(call: ConsumerMoreQuery, query: Record<string, unknown>, enabled = true) {
  const provider = useConsumerMoreProvider();
  return useQuery({
    queryKey: ['consumer-360-more', call, query],
    queryFn: async () => (await provider.queryConsumerMore(call, query)) as T,
    retry: false,
    staleTime: 30_000,
    enabled,
  });
}
