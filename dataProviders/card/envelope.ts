import type { HttpResponse } from '../http';
import { envelopeError, requireSuccess } from '../rest/envelope-rules';

/** Card internal API: HTTP 200 exactly (not any 2xx) and `success` true → `data`. */
export function unwrapCard(response: Pick<HttpResponse<unknown>, 'status' | 'json'>): unknown {
  if (response.status !== 200) throw envelopeError(response);
  return requireSuccess(response).data;
}
