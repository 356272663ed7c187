/** A merchant's card-swipe transaction limit (contract/swipe-limits/calls.ts), unwrapped from the envelope. */
import { SWIPE_LIMIT_ENDPOINTS as CALLS } from '../../contract/swipe-limits/calls';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';
import { unwrapMerchantSupport } from './envelope';

export interface SwipeLimit {
  merchantId: string;
  perTxn: number;
  perDay: number;
  isDefault: boolean;
  updatedBy: string | null;
  updatedAt: number | null;
  version: number;
}

export async function getSwipeLimit(merchantId: string, signal?: AbortSignal) {
  return unwrapMerchantSupport(await callEndpoint(CALLS.limit, { values: { merchantId }, signal })) as SwipeLimit;
}

/** Changes the limits on the version read: the limits after, and the server's message. */
export async function changeSwipeLimit(l: SwipeLimit, perTxn: number, perDay: number, idempotencyKey: string) {
  const body = { perTxn, perDay, version: l.version };
  const answer = requireSuccess(
    await callEndpoint(CALLS.change, { values: { merchantId: l.merchantId }, body, idempotencyKey }),
  );
  return { limit: answer.data as SwipeLimit, message: String(answer.message) };
}
