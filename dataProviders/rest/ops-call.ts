import type { Endpoint } from '../../contract/endpoint';
import { callEndpoint, type EndpointCall } from '../endpoint-client';
import type { HttpResponse } from '../http';

type Unwrap = (response: Pick<HttpResponse<unknown>, 'status' | 'json'>) => unknown;

/** Keyed: sent as Idempotency-Key, so a retried submit raises or decides nothing twice. */
export interface Keyed {
  idempotencyKey?: string;
}

/**
 * A declared endpoint (contract/endpoint.ts) of one backend, called at that backend's base URL through the one
 * client (dataProviders/endpoint-client.ts) and unwrapped by the backend's envelope rule.
 */
export function declaredCall(baseUrl: string, unwrap: Unwrap) {
  return async (endpoint: Endpoint, call: EndpointCall = {}): Promise<{ data: unknown }> => ({
    data: unwrap(await callEndpoint(endpoint, call, () => baseUrl)),
  });
}
