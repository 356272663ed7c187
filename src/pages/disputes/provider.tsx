import type { ReactNode } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import { disputesDataProvider, type DisputeActions } from '../../../dataProviders/chargeback/disputes';

let provider: ReturnType<typeof disputesDataProvider> | null = null;
/** The one disputes provider of the console (the pages' scope, and a cold load's first page fetched ahead). */
export const disputesProvider = () => (provider ??= disputesDataProvider());

/** The disputes pages read their two lists and call the chargeback service's custom calls through this provider. */
export function DisputesProviderScope({ children }: { children: ReactNode }) {
  return <DataProviderContext.Provider value={disputesProvider()}>{children}</DataProviderContext.Provider>;
}

export const useDisputesProvider = () => useDataProvider() as ReturnType<typeof useDataProvider> & DisputeActions;
