import type { HttpResponse } from '../http';
import { bodyOf, envelopeError, requireSuccess } from '../rest/envelope-rules';

type Answer = Pick<HttpResponse<unknown>, 'status' | 'json'>;

/** CRM API GET (v1, v2, npci): `success` true → `data` (spec §7.1). */
export function unwrapCrmRead(response: Answer): unknown {
  return requireSuccess(response).data;
}

/** CRM API POST: `success` true → `message` (v1/v2 crm); npci and `/v2/{path}` answer `data`. */
export function unwrapCrmWrite(response: Answer, result: 'data' | 'message' = 'message'): unknown {
  return requireSuccess(response)[result];
}

/** CRM v2 multipart upload: succeeds on `success` true or `status` 'SUCCESS'; result `message`. */
export function unwrapCrmMultipart(response: Answer): unknown {
  const body = bodyOf(response);
  if (body.success !== true && body.status !== 'SUCCESS') throw envelopeError(response);
  return body.message;
}
