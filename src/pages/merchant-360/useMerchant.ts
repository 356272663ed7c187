import { useQuery } from '@tanstack/react-query';
import type { MerchantProfile } from './types';
import { useMerchantProvider } from './provider';

/** One merchant's profile (the summary band and the profile tab share this query). */
export function useMerchant(merchantId: string) {
  const provider = useMerchantProvider();
  return useQuery({
    queryKey: ['m360', merchantId, 'profile'],
    queryFn: ({ signal }) => provider.merchantRead<MerchantProfile>('profile', { merchantId }, signal),
    retry: false,
  });
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
