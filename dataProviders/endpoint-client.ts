/**
 * The one client for declared endpoints (contract/endpoint.ts): the URL from the declaration (the backend's base URL
 * from /crm/config.json, the path's `:name` parts filled), its method, its fixed query and the Idempotency-Key it
 * takes, sent through http() (auth, 401, the §8 error rules, the AbortSignal, list snapshots). No URL, method or
 * page base is written by a caller.
 */
import type { DataProvider } from 'react-admin';
import type { Backend } from '../contract/backends';
import { fillPath, type Endpoint } from '../contract/endpoint';
import { http, httpBlob, withQuery, type HttpResponse } from './http';
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

function request(endpoint: Endpoint, call: EndpointCall, baseUrl: BaseUrlOf) {
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
 * itself (single sign-on's start), a stream read as it comes (the live queues).
 */
export function endpointUrl(endpoint: Endpoint, call: EndpointCall = {}, baseUrl: BaseUrlOf = backendUrl): string {
  const { url, options } = request(endpoint, call, baseUrl);
  return withQuery(url, options.query);
}

/** Calls a declared endpoint that answers JSON: its status, headers and body (the backend's envelope, unread). */
export function callEndpoint<T = unknown>(
  endpoint: Endpoint,
  call: EndpointCall = {},
  baseUrl: BaseUrlOf = backendUrl,
): Promise<HttpResponse<T>> {
  const { url, options } = request(endpoint, call, baseUrl);
  return http<T>(url, options);
}

/** Calls a declared endpoint that answers a file: its bytes. */
export function fetchEndpointFile(
  endpoint: Endpoint,
  call: EndpointCall = {},
  baseUrl: BaseUrlOf = backendUrl,
): Promise<Blob> {
  const { url, options } = request(endpoint, call, baseUrl);
  return httpBlob(url, options);
}

/**
 * The react-admin side of a page that reads its lists through declared endpoints and makes its other calls through
 * its own methods (the merchant and consumer 360s, disputes): getList, and every other method refused with `why`.
 */
export function listsOnly(getList: DataProvider['getList'], why: string) {
  const unsupported = () => Promise.reject(new Error(why));
  return {
    supportAbortSignal: true,
    getList,
    getOne: unsupported,
    getMany: unsupported,
    getManyReference: unsupported,
    create: unsupported,
    update: unsupported,
    updateMany: unsupported,
    delete: unsupported,
    deleteMany: unsupported,
  } satisfies DataProvider;
}
