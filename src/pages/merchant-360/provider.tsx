import type { ReactNode } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import { merchant360DataProvider, type MerchantActions } from '../../../dataProviders/merchant-support/merchant-360';
import { backendUrl } from '../../../dataProviders/runtime-config';

let provider: ReturnType<typeof merchant360DataProvider> | null = null;
/** The one merchant provider of the console (the pages' scope, and a cold load's first page fetched ahead). */
export const merchantProvider = () => (provider ??= merchant360DataProvider(backendUrl));

/** The merchant 360 pages read their tab lists and call their reads and changes through this provider. */
export function MerchantProviderScope({ children }: { children: ReactNode }) {
  return <DataProviderContext.Provider value={merchantProvider()}>{children}</DataProviderContext.Provider>;
}

export const useMerchantProvider = () => useDataProvider() as ReturnType<typeof useDataProvider> & MerchantActions;
