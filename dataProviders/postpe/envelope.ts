import type { HttpResponse } from '../http';
import { bodyOf, envelopeError, requireSuccess } from '../rest/envelope-rules';

type Answer = Pick<HttpResponse<unknown>, 'status' | 'json'>;

/** Postpe and lending JSON calls: `success` true → `data`. */
export function unwrapPostpe(response: Answer): unknown {
  return requireSuccess(response).data;
}

/** Postpe multipart POST: succeeds only when the body's `statusCode` is '200' (text or number); result `message`. */
export function unwrapPostpeMultipart(response: Answer): unknown {
  const body = bodyOf(response);
  if (String(body.statusCode) !== '200') throw envelopeError(response);
  return body.message;
}
