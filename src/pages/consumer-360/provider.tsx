import type { ReactNode } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import { consumerDataProvider, type ConsumerActions } from '../../../dataProviders/postpe/consumer';
import { backendUrl } from '../../../dataProviders/runtime-config';

let provider: ReturnType<typeof consumerDataProvider> | null = null;
const consumerProvider = () =>
  (provider ??= consumerDataProvider({ postpe: backendUrl('postpe'), lending: backendUrl('lending') }));

/** The consumer 360 reads its lists and calls its actions through this provider (postpe and lending). */
export function ConsumerProviderScope({ children }: { children: ReactNode }) {
  return <DataProviderContext.Provider value={consumerProvider()}>{children}</DataProviderContext.Provider>;
}

export const useConsumerProvider = () => useDataProvider() as ReturnType<typeof useDataProvider> & ConsumerActions;
