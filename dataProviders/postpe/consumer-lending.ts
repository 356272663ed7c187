import {
  CONSUMER_LENDING_ACTIONS,
  CONSUMER_LENDING_READS,
  type ConsumerLendingAction,
  type ConsumerLendingRead,
} from '../../contract/consumer/calls';
import { callEndpoint, type BaseUrlOf } from '../endpoint-client';
import { unwrapPostpe } from './envelope';

/**
 * The consumer 360's lending calls, part B (spec §7.5, issue 46 item 6): the excess credit and bank details reads and
 * the refund, limit-refresh and QR-refund re-initiation changes, each through its declaration (callEndpoint); the
 * changes send their Idempotency-Key. The credit transactions and payouts are tab lists (consumer-lists.ts).
 */
export function consumerLendingCalls(baseUrl: BaseUrlOf) {
  return {
    read: async (read: ConsumerLendingRead, consumerId: number): Promise<unknown> =>
      unwrapPostpe(await callEndpoint(CONSUMER_LENDING_READS[read], { values: { consumerId } }, baseUrl)),
    async act(action: ConsumerLendingAction, body: Record<string, unknown>, idempotencyKey: string) {
      const response = await callEndpoint<Record<string, unknown>>(
        CONSUMER_LENDING_ACTIONS[action],
        { body, idempotencyKey },
        baseUrl,
      );
      return { data: unwrapPostpe(response), message: String(response.json?.message ?? '') };
    },
  };
}
