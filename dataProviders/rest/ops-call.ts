import { http, withQuery, type HttpResponse } from '../http';

type Unwrap = (response: Pick<HttpResponse<unknown>, 'status' | 'json'>) => unknown;

/** Keyed: sent as Idempotency-Key, so a retried submit raises or decides nothing twice. */
export interface Keyed {
  idempotencyKey?: string;
}

/** A GET and a keyed POST on one backend, each unwrapped by that backend's envelope rule. */
export function opsCall(baseUrl: string, unwrap: Unwrap) {
  return {
    get: async (path: string, query: Record<string, unknown> = {}) => ({
      data: unwrap(await http(withQuery(`${baseUrl}${path}`, query))),
    }),
    post: async (path: string, body: unknown, idempotencyKey?: string) => ({
      data: unwrap(
        await http(`${baseUrl}${path}`, {
          method: 'POST',
          body,
          idempotencyKey,
        }),
      ),
    }),
  };
}
