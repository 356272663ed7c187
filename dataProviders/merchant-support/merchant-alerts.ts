import { MERCHANT_ALERT_ENDPOINTS, type MerchantAlertAudience } from '../../contract/merchant-alerts/calls';
import { callEndpoint, fetchEndpointFile, type BaseUrlOf } from '../endpoint-client';
import { backendUrl } from '../runtime-config';
import { unwrapMerchantSupport } from './envelope';
import { requireSuccess } from '../rest/envelope-rules';

export interface EnableMerchantAlertBody {
  audience: MerchantAlertAudience;
  category: string;
  audience_file_id: number | null;
  header: string;
  body: string;
  expiry_time: number;
}

/** A checked audience file: its job id, counts and the first rejected rows (the errors file has them all). */
export interface AudienceFileCheck {
  jobId: number;
  fileName: string;
  total: number;
  valid: number;
  rejected: number;
  errors: { line: number; merchantId: string; error: string }[];
}

/** The server's message and data of a change (contract/merchant-alerts/calls.ts). */
const answer = async <T>(response: Promise<Parameters<typeof requireSuccess>[0]>) => {
  const envelope = requireSuccess(await response) as { message: string; data: T };
  return { message: envelope.message, data: envelope.data };
};

/** /merchant-alerts' calls (the lists are read by the generic provider through their bindings). */
export const merchantAlertCalls = (baseUrl: BaseUrlOf = backendUrl) => ({
  enable: (body: EnableMerchantAlertBody, idempotencyKey: string) =>
    answer<{ id: number }>(callEndpoint(MERCHANT_ALERT_ENDPOINTS.enable, { body, idempotencyKey }, baseUrl)),
  disable: (id: number, idempotencyKey: string) =>
    answer<{ id: number }>(callEndpoint(MERCHANT_ALERT_ENDPOINTS.disable, { values: { id }, idempotencyKey }, baseUrl)),
  /** Multipart, one file: checked in the server's worker. */
  async checkAudienceFile(file: Blob, fileName: string, idempotencyKey: string): Promise<AudienceFileCheck> {
    const form = new FormData();
    form.append('file', file, fileName);
    const response = await callEndpoint(MERCHANT_ALERT_ENDPOINTS.audienceFile, { body: form, idempotencyKey }, baseUrl);
    return unwrapMerchantSupport(response) as AudienceFileCheck;
  },
  audienceErrors: (jobId: number) =>
    fetchEndpointFile(MERCHANT_ALERT_ENDPOINTS.audienceErrors, { values: { jobId } }, baseUrl),
});
