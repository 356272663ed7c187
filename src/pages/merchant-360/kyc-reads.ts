import { useQuery } from '@tanstack/react-query';
import { merchantKycReads, type MerchantKycReads } from '../../../dataProviders/crm/merchant-kyc-reads';

let reads: MerchantKycReads | null = null;
const kycReads = (): MerchantKycReads => (reads ??= merchantKycReads());

type ReadName = keyof MerchantKycReads;
type ReadResult<K extends ReadName> = Awaited<ReturnType<MerchantKycReads[K]>>;

/** One of the KYC / CPV / bank reads of a merchant (CRM API, spec §7.3), each its own query, cached per merchant. */
export function useKycRead<K extends ReadName>(merchantId: string, read: K, query: Record<string, string> = {}) {
  return useQuery({
    queryKey: ['m360', merchantId, 'kyc-read', read, query],
    queryFn: ({ signal }) => kycReads()[read](merchantId, signal, query) as Promise<ReadResult<K>>,
    retry: false,
  });
}
