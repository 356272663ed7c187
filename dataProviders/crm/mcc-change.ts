import { MERCHANT_CALLS } from '../../contract/merchant-calls/calls';
import type { MccChangeBody } from '../../contract/merchant-calls/mcc';
import { callEndpoint, type BaseUrlOf } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';
import { backendUrl } from '../runtime-config';

/**
 * The merchant 360's MCC change (contract/merchant-calls/calls.ts, spec §7.3 POST /merchants/raise/request/mcc): raised
 * with an Idempotency-Key, decided by a checker in the approvals inbox; answers the server's message and request id.
 */
export async function raiseMccChange(
  params: { body: MccChangeBody; idempotencyKey: string },
  baseUrl: BaseUrlOf = backendUrl,
): Promise<{ message: string; id: number }> {
  const envelope = requireSuccess(
    await callEndpoint(MERCHANT_CALLS.raiseMcc, { body: params.body, idempotencyKey: params.idempotencyKey }, baseUrl),
  ) as { message: string; data: { id: number } };
  return { message: envelope.message, id: envelope.data.id };
}
