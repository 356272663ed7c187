import { LOGIN_BLOCK_ENDPOINTS, type UNBLOCK_REASONS } from '../../contract/login-blocks/calls';
import { callEndpoint, type BaseUrlOf } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';
import { backendUrl } from '../runtime-config';

export interface UnblockBody {
  reason: (typeof UNBLOCK_REASONS)[number];
  remark: string;
}

/**
 * /unblock-user's change (contract/login-blocks/calls.ts): lift one block with a reason and a remark, sent with an
 * Idempotency-Key; answers the server's message ('Login unblocked.'). The list is read by the generic provider.
 */
export async function unblockLogin(
  params: { id: number; body: UnblockBody; idempotencyKey: string },
  baseUrl: BaseUrlOf = backendUrl,
): Promise<{ message: string }> {
  const envelope = requireSuccess(
    await callEndpoint(
      LOGIN_BLOCK_ENDPOINTS.unblock,
      { values: { id: params.id }, body: params.body, idempotencyKey: params.idempotencyKey },
      baseUrl,
    ),
  ) as { message: string };
  return { message: envelope.message };
}
