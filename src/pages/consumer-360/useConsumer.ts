import { useQuery } from '@tanstack/react-query';
import { TAB_STALE_MS, useEntity360 } from '../../common/entity-360';
import { useConsumerProvider } from './provider';
import type { ConsumerActions, ConsumerPart } from '../../../dataProviders/postpe/consumer';

/** The consumer record of the summary band (spec §3.12), as the server sends it (masked). */
export interface ConsumerSummary {
  consumerId: number;
  mobileNumber: string | null;
  verifiedName: string;
  email: string | null;
  createdAt: number;
  activatedAt: number | null;
  kycLevel: string;
  accountType: string;
  cardActivated: boolean;
  accountStatus: string;
  nbfcName: string | null;
  cashbackTier: number | null;
  referredBy: string | null;
  platform: string | null;
  appVersion: string | null;
  kycFailureReason: string | null;
  closedDate: number | null;
  dpdDays: number;
  highestDpdDays: number;
  impsCharge: number;
  isWriteOff: boolean;
  writeOffAmount: number | null;
  writeOffDate: number | null;
  permanentBlockedUser: { blocked: boolean; reason: string | null; remark: string | null };
  dsaCreditCard: { eligible: boolean; leadGenerated: boolean; partner: string | null };
  ccbpSpecialOffer: boolean;
  dueDate: number | null;
  postPaidAccount: {
    agreement: boolean;
    accountLimit: number;
    usedLimit: number;
    availableLimit: number;
    repaymentAmount: number;
    receivedAmount: number;
    penalty: number;
    duePenalty: number;
    dueNowAmount: number;
    totalDueAmount: number;
    usedBreakup: { spent: number };
  };
  featureFlags: Record<string, boolean>;
  userStatus: { status?: string; deleted_at?: string | null; deletion_error_reason?: string | null };
  version: number;
}

export const summaryKey = (id: string) => ['consumer-360', 'summary', id] as const;

/** The summary of a consumer id or mobile: one request, cached (the band and the summary tab share it). */
export function useConsumerSummary(id: string) {
  const provider = useConsumerProvider();
  return useQuery({
    queryKey: summaryKey(id),
    queryFn: () => provider.lookupConsumer(id) as Promise<unknown> as Promise<ConsumerSummary>,
    retry: false,
    staleTime: 30_000,
  });
}

/** The current tab's consumer. */
export function useCurrentConsumer() {
  const { entityId } = useEntity360();
  return { consumerId: Number(entityId), summary: useConsumerSummary(entityId) };
}

/** The query of one non-list part of a consumer: what its tab reads and what hovering the tab prefetches. */
export const consumerPartQuery = <T>(
  provider: Pick<ConsumerActions, 'getConsumerPart'>,
  part: ConsumerPart,
  id: string,
) => ({
  queryKey: ['consumer-360', part, id],
  queryFn: () => provider.getConsumerPart(part, Number(id)) as Promise<T>,
  retry: false,
  staleTime: TAB_STALE_MS,
});

/** One non-list part of a consumer (limits, card, kyc …), fetched when its tab opens, cached. */
export function useConsumerPart<T>(part: ConsumerPart) {
  const { entityId } = useEntity360();
  const provider = useConsumerProvider();
  return useQuery(consumerPartQuery<T>(provider, part, entityId));
}
