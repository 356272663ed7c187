/**
 * A declared endpoint's address (contract/endpoint.ts): the backend's base URL from /crm/config.json, the path's
 * `:name` parts filled, its fixed query; and the options http() sends it with. Apart from endpoint-client.ts so a
 * module that only needs the address (a new tab's session, which the entry runs first) does not load http.ts.
 */
import type { Backend } from '../contract/backends';
import { fillPath, type Endpoint } from '../contract/endpoint';
import { withQuery } from './query-string';
import { backendUrl } from './runtime-config';

export type BaseUrlOf = (backend: Backend) => string;

export interface EndpointCall {
  /** Path parameters by name; for a GET the values not in the path go as the query. */
  values?: Record<string, unknown>;
  /** More query parameters (paging, a cursor). */
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  /** Required by the caller for an endpoint that takes one (a submit retried is done once). */
  idempotencyKey?: string;
}

/** Pure: the URL and http() options of a call to a declared endpoint. */
export function endpointRequest(endpoint: Endpoint, call: EndpointCall, baseUrl: BaseUrlOf) {
  const { path, rest } = fillPath(endpoint.path, call.values ?? {});
  const query = { ...endpoint.fixed, ...(endpoint.method === 'GET' ? rest : {}), ...call.query };
  return {
    url: `${baseUrl(endpoint.backend)}${path}`,
    options: {
      method: endpoint.method,
      query,
      body: call.body,
      signal: call.signal,
      idempotencyKey: endpoint.idempotent ? call.idempotencyKey : undefined,
      // A public endpoint (signing in) is called without the session's token: its credential is the body.
      ...(endpoint.access === 'public' && { auth: false }),
    },
  };
}

/**
 * The address of a declared endpoint with its query, for what is not called through http(): a page the browser opens
 * itself (single sign-on's start), a stream read with fetch, a call whose 401 means "not signed in" (a new tab's).
 */
export function endpointUrl(endpoint: Endpoint, call: EndpointCall = {}, baseUrl: BaseUrlOf = backendUrl): string {
  const { url, options } = endpointRequest(endpoint, call, baseUrl);
  return withQuery(url, options.query);
}
