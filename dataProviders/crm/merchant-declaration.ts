import { KYC_CALLS } from '../../contract/merchant-changes/calls';
import { callEndpoint, type BaseUrlOf } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';
import { backendUrl } from '../runtime-config';

/** The NPCI declaration notice (spec §7.3, KYC_CALLS.notifyDeclaration), sent once per Idempotency-Key. */
export async function notifyDeclaration(
  merchantId: string,
  idempotencyKey: string,
  baseUrl: BaseUrlOf = backendUrl,
): Promise<{ messageId: number; declaration: string }> {
  const response = await callEndpoint(KYC_CALLS.notifyDeclaration, { body: { merchantId }, idempotencyKey }, baseUrl);
  return requireSuccess(response).data as { messageId: number; declaration: string };
}
