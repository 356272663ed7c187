import type { HttpResponse } from '../http';
import { requireSuccess } from '../rest/envelope-rules';

/** Fraud-risk: `success` true → `data` (lists: `content` with totalElements), as investment's. */
export function unwrapFraudRisk(response: Pick<HttpResponse<unknown>, 'status' | 'json'>): unknown {
  return requireSuccess(response).data;
}
