import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { remember } from '../../../authProvider/session';
import type { MerchantProfile } from './types';
import { useMerchantProvider } from './provider';

type Provider = ReturnType<typeof useMerchantProvider>;

/**
 * The profile query of one merchant: the summary band and the profile tab read it (useMerchant), and the lookup starts
 * it beside its own request (MerchantLookup) so the profile is not a second round trip after the lookup.
 */
export const profileQuery = (provider: Provider, merchantId: string) => ({
  queryKey: ['m360', merchantId, 'profile'],
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    provider.merchantRead<MerchantProfile>('profile', { merchantId }, signal),
  retry: false,
  /** Fresh for 30 s: a profile the lookup just fetched is shown, not fetched again on mount. */
  staleTime: 30_000,
});

/** One merchant's profile (the summary band and the profile tab share this query). */
export function useMerchant(merchantId: string) {
  return useQuery(profileQuery(useMerchantProvider(), merchantId));
}

/** Any other single read of the merchant (loan summary, gold, annual limit …), cached per merchant. */
export function useMerchantRead<T>(
  merchantId: string,
  read: Parameters<ReturnType<typeof useMerchantProvider>['merchantRead']>[0],
  values: Record<string, unknown> = {},
) {
  const provider = useMerchantProvider();
  return useQuery({
    queryKey: ['m360', merchantId, read, values],
    queryFn: ({ signal }) => provider.merchantRead<T>(read, { merchantId, ...values }, signal),
    retry: false,
  });
}

/** The business categories (spec §7.4), kept in the browser session once read (spec §3.1 businessCategories). */
export function useBusinessCategories<C extends { mcc: string; name: string }>(merchantId: string) {
  const categories = useMerchantRead<C[]>(merchantId, 'categories');
  useEffect(() => {
    if (categories.data) remember('businessCategories', categories.data);
  }, [categories.data]);
  return categories;
}
