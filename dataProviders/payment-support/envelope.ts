import type { HttpResponse } from '../http';
import { bodyOf, envelopeError } from '../rest/envelope-rules';

export const PROCESSED_MESSAGE = 'Processed!';

/** Payment-support: `status_code` 200 (number or text), and a message 'Processed!' also counts as success; → `data`. */
export function unwrapPaymentSupport(response: Pick<HttpResponse<unknown>, 'status' | 'json'>): unknown {
  const body = bodyOf(response);
  const ok =
    Number(body.status_code) === 200 || body.message === PROCESSED_MESSAGE || body.status_message === PROCESSED_MESSAGE;
  if (!ok) throw envelopeError(response);
  return body.data;
}
