/**
 * The one client for declared endpoints (contract/endpoint.ts): the URL from the declaration (the backend's base URL
 * from /crm/config.json, the path's `:name` parts filled), its method, its fixed query and the Idempotency-Key it
 * takes, sent through http() (auth, 401, the §8 error rules, the AbortSignal, list snapshots). No URL, method or
 * page base is written by a caller.
 */
import type { DataProvider } from 'react-admin';
import type { Endpoint } from '../contract/endpoint';
import { endpointRequest as request, type BaseUrlOf, type EndpointCall } from './endpoint-url';
import { http, httpBlob, type HttpResponse } from './http';
import { backendUrl } from './runtime-config';

export { endpointUrl, type BaseUrlOf, type EndpointCall } from './endpoint-url';

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
