import type { HttpResponse } from '../http';
import { requireSuccess } from '../rest/envelope-rules';

/** Payouts and alerts: `success` true → `data` (lists: `content` with totalElements, totalPages). */
export function unwrapPayouts(response: Pick<HttpResponse<unknown>, 'status' | 'json'>): unknown {
  return requireSuccess(response).data;
}
