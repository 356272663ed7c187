import { MOBILE_CHANGE_ENDPOINTS as CALLS, type MobileChangeReason } from '../../contract/mobile-change/calls';
import { callEndpoint, fetchEndpointFile, type BaseUrlOf } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';
import { backendUrl } from '../runtime-config';

/** The merchant a mobile change is raised for: its name, its registered mobile (masked) and the request waiting. */
export interface MobileMerchant {
  merchantId: string;
  name: string;
  mobile: string | null;
  pendingRequestId: number | null;
}

export interface MobileChangeBody {
  newMobile: string;
  reason: MobileChangeReason;
  remarks: string;
  proof: { fileName: string; content: string };
}

const dataOf = <T>(response: Parameters<typeof requireSuccess>[0]) => requireSuccess(response).data as T;

/**
 * /mobile-change-request's calls (contract/mobile-change/calls.ts): the merchant lookup, the raise and the audited
 * reveal (each change with an Idempotency-Key), and a request's proof. The list is read by the generic provider.
 */
export const mobileChangeCalls = (baseUrl: BaseUrlOf = backendUrl) => ({
  merchant: async (merchantId: string) =>
    dataOf<MobileMerchant>(await callEndpoint(CALLS.merchant, { values: { merchantId } }, baseUrl)),
  async raise(merchantId: string, body: MobileChangeBody, idempotencyKey: string) {
    const envelope = requireSuccess(
      await callEndpoint(CALLS.raise, { values: { merchantId }, body, idempotencyKey }, baseUrl),
    );
    return { id: (envelope.data as { id: number }).id, message: String(envelope.message) };
  },
  reveal: async (id: number, side: 'previous' | 'proposed', reason: string, idempotencyKey: string) =>
    dataOf<{ value: string }>(
      await callEndpoint(CALLS.reveal, { values: { id }, body: { side, reason }, idempotencyKey }, baseUrl),
    ).value,
  proof: (id: number) => fetchEndpointFile(CALLS.proof, { values: { id } }, baseUrl),
});
