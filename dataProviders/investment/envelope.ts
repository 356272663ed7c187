import type { HttpResponse } from '../http';
import { requireSuccess } from '../rest/envelope-rules';

/** Investment and FD: `success` true → `data`. */
export function unwrapInvestment(response: Pick<HttpResponse<unknown>, 'status' | 'json'>): unknown {
  return requireSuccess(response).data;
}
