import type { HttpResponse } from '../http';
import { requireSuccess } from '../rest/envelope-rules';

/**
 * Merchant support: `success` true → `data` (lists: `content` with totalElements, totalPages). A bulk QR upload
 * may answer its job id as plain text, which is returned as it is.
 */
export function unwrapMerchantSupport(response: Pick<HttpResponse<unknown>, 'status' | 'json'>): unknown {
  if (typeof response.json === 'string') return response.json;
  return requireSuccess(response).data;
}
