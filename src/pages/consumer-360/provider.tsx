import type { ReactNode } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { consumerDataProvider, type ConsumerActions } from '../../../dataProviders/postpe/consumer';
import {
  consumerProductsDataProvider,
  type ConsumerProductActions,
  type ConsumerProductQuery,
  type ConsumerProductRead,
} from '../../../dataProviders/postpe/consumer-products';
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

let productRecords: ReturnType<typeof consumerProductsDataProvider> | null = null;
const productsProvider = () =>
  (productRecords ??= consumerProductsDataProvider({ postpe: backendUrl('postpe'), lending: backendUrl('lending') }));

/**
 * The UPI, loan, bill-payment, plan, rewards and timeline tabs read their records and call their actions through this
 * provider (postpe and lending).
 */
export function ConsumerProductsScope({ children }: { children: ReactNode }) {
  return <DataProviderContext.Provider value={productsProvider()}>{children}</DataProviderContext.Provider>;
}

export const useConsumerProductsProvider = () =>
  useDataProvider() as ReturnType<typeof useDataProvider> & ConsumerProductActions;

/** The cache key every product read and query starts with (invalidated after a product's change). */
export const PRODUCT_QUERY_KEY = 'consumer-360-products';

/** One read of the current consumer (cached per consumer and read; no retry so errors show at once). */
export function useConsumerProduct<T>(read: ConsumerProductRead) {
  const provider = useConsumerProductsProvider();
  const { entityId } = useEntity360();
  const consumerId = Number(entityId);
  return useQuery({
    queryKey: [PRODUCT_QUERY_KEY, read, consumerId],
    queryFn: async () => (await provider.getConsumerProduct(read, consumerId)) as T,
    retry: false,
    staleTime: 30_000,
  });
}

/** A call with its own query (BPI, schedule, timeline page). */
export function useConsumerProductQuery<T>(call: ConsumerProductQuery, query: Record<string, unknown>, enabled = true) {
  const provider = useConsumerProductsProvider();
  return useQuery({
    queryKey: [PRODUCT_QUERY_KEY, call, query],
    queryFn: async () => (await provider.queryConsumerProduct(call, query)) as T,
    retry: false,
    staleTime: 30_000,
    enabled,
  });
}
