import { useQuery } from '@tanstack/react-query';
import type { ConsumerLendingAction, ConsumerLendingRead } from '../../../../contract/consumer/calls';
import { consumerLendingCalls } from '../../../../dataProviders/postpe/consumer-lending';
import { consumerBaseUrl } from '../../../../dataProviders/postpe/consumer-lists';
import { backendUrl } from '../../../../dataProviders/runtime-config';
import { TAB_STALE_MS, useEntity360 } from '../../../common/entity-360';
import { useChangeMutation } from '../../../common/useChangeMutation';

let calls: ReturnType<typeof consumerLendingCalls> | null = null;
const lendingCalls = () =>
  (calls ??= consumerLendingCalls(consumerBaseUrl({ postpe: backendUrl('postpe'), lending: backendUrl('lending') })));

/** The lists and reads a lending change makes stale (the 360's own reads start with 'consumer-360'). */
const REFRESH = [
  ['consumer-360'],
  ['consumer-credit-transactions'],
  ['consumer-payouts'],
  ['consumer-transactions'],
] as const;

/** One lending read of the consumer on screen. */
export function useLendingRead<T>(read: ConsumerLendingRead) {
  const consumerId = Number(useEntity360().entityId);
  return useQuery({
    queryKey: ['consumer-360', 'lending', read, consumerId],
    queryFn: async () => (await lendingCalls().read(read, consumerId)) as T,
    retry: false,
    staleTime: TAB_STALE_MS,
  });
}

/** One lending change from a dialog: its Idempotency-Key, the server's toast, the stale reads refreshed, then `done`. */
export function useLendingAction(action: ConsumerLendingAction, done: () => void) {
  return useChangeMutation<Record<string, unknown>, { data: unknown; message: string }>({
    call: (body, key) => lendingCalls().act(action, body, key),
    success: (r) => r.message,
    failure: null,
    refresh: REFRESH,
    done,
  });
}
