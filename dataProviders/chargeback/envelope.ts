import type { HttpResponse } from '../http';
import { requireSuccess } from '../rest/envelope-rules';

/**
 * Chargeback: `success` true. A search answers its rows in `Response` (with its totals beside it), so such an
 * answer is returned whole; anything else → `data`.
 */
export function unwrapChargeback(response: Pick<HttpResponse<unknown>, 'status' | 'json'>): unknown {
  const body = requireSuccess(response);
  return Array.isArray(body.Response) ? body : body.data;
}
