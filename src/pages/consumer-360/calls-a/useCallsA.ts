import { useQuery } from '@tanstack/react-query';
import type { ConsumerCallARead } from '../../../../contract/consumer/calls-a';
import { useConsumerProvider } from '../provider';

/**
 * One read of the consumer 360 calls, part A (contacts, repayment links, sanction letters, death certificate), under
 * the 360's cache key so that an action's success (useConsumerAction) refreshes it. No retry: errors show at once.
 */
export function useCallsA<T>(read: ConsumerCallARead, consumerId: number, enabled = true) {
  const provider = useConsumerProvider();
  return useQuery({
    queryKey: ['consumer-360', 'calls-a', read, consumerId],
    queryFn: async () => (await provider.getCallsA(read, consumerId)) as T,
    retry: false,
    enabled,
  });
}
