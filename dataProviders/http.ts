import { IDEMPOTENCY_HEADER } from '../contract/idempotency';
import { IDLE_CHALLENGE_HEADER, isIdleChallenge } from '../contract/session-idle';
import { SESSION_KEYS } from '../contract/session/storage-keys';
import { snapshotHeader, snapshots } from './list-snapshots';
import { apiErrorMessage } from './error-message';

export { apiErrorMessage } from './error-message';

/** Spec §8: any 401 ends the session with this message. */
export const SESSION_EXPIRED_MESSAGE = 'Session Expired. Please login again!';

/** Every failed answer from a backend (spec §8): named 'API ERROR', carrying the status text and response data. */
export class ApiError extends Error {
  override name = 'API ERROR';
  status: number;
  statusText: string;
  data: unknown;

  constructor(message: string, status: number, statusText: string, data: unknown) {
    super(message);
    this.status = status;
    this.statusText = statusText;
    this.data = data;
  }
}

export interface HttpOptions {
  method?: string;
  query?: Record<string, unknown>;
  /** JSON, or FormData sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  /** react-admin's signal: leaving a page aborts the request. */
  signal?: AbortSignal;
  /** Default true: the Bearer token from the session. */
  auth?: boolean;
  /** Also send the token in a `token` header (several services want it). */
  tokenHeader?: boolean;
  /** Sent as the `consumer-id` header. */
  consumerId?: string;
  /** Sent as the Idempotency-Key header (contract/idempotency.ts): a retried submit is done once. */
  idempotencyKey?: string;
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}

const unauthorizedHandlers = new Set<() => void>();

/** Registers the session-end handler called on any 401; returns the unsubscribe function. */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandlers.add(handler);
  return () => {
    unauthorizedHandlers.delete(handler);
  };
}

/** Takes a 401 refused as idle, and says whether it did (the console's lock, authProvider/idle-lock.ts). */
type IdleRefusalHandler = () => boolean;
const idleRefusalHandlers = new Set<IdleRefusalHandler>();

/**
 * Registers what takes an idle refusal instead of ending the session; returns the unsubscribe function. The auth
 * provider registers its lock here, so this module (and every data provider) never imports the auth provider.
 */
export function onIdleRefusal(handler: IdleRefusalHandler): () => void {
  idleRefusalHandlers.add(handler);
  return () => {
    idleRefusalHandlers.delete(handler);
  };
}

/**
 * A 401: a session refused as idle (the server's WWW-Authenticate challenge, contract/session-idle.ts) locks the
 * console while a lock screen is up (a handler takes it); any other 401 calls every registered session-end handler.
 */
export function notifyUnauthorized(challenge?: string | null): void {
  if (isIdleChallenge(challenge) && [...idleRefusalHandlers].some((takes) => takes())) return;
  for (const handler of [...unauthorizedHandlers]) handler();
}

/** The idle challenge of a 401 answer, for notifyUnauthorized. */
export const challengeOf = (response: Response): string | null => response.headers.get(IDLE_CHALLENGE_HEADER);

/** The signed-in session's bearer token (spec §3.1's sessionStorage key), or null. */
export function currentToken(): string | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(SESSION_KEYS.token);
}

function queryValue(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `?a=1&b=x&b=y`: empty values are left out, arrays repeat the key, objects are sent as JSON. */
export function withQuery(url: string, query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, queryValue(v)));
    else params.append(key, queryValue(value));
  }
  const qs = params.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

function requestHeaders(options: HttpOptions, isForm: boolean, hasBody: boolean, accept: string): Headers {
  const headers = new Headers({ Accept: accept });
  if (hasBody && !isForm) headers.set('Content-Type', 'application/json');
  const token = options.auth === false ? null : currentToken();
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    if (options.tokenHeader) headers.set('token', token);
  }
  if (options.consumerId) headers.set('consumer-id', options.consumerId);
  if (options.idempotencyKey) headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey);
  for (const [key, value] of Object.entries(options.headers ?? {})) headers.set(key, value);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type SnapshotRead = ReturnType<typeof snapshots.request> | undefined;

/**
 * Sends one request and applies the §8 error rules: a 401 ends (or locks) the session, any other failure throws an
 * ApiError with the server's message. Answers the response with its body unread.
 */
async function send(
  url: string,
  options: HttpOptions,
  accept: string,
): Promise<{ response: Response; read: SnapshotRead }> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const hasBody = options.body !== undefined;
  const method = options.method ?? 'GET';
  // A page of a list read by number goes under the list's snapshot key (list-snapshots.ts).
  const read = method === 'GET' ? snapshots.request(withQuery(url, options.query)) : undefined;
  const response = await fetch(read?.url ?? withQuery(url, options.query), {
    method,
    headers: requestHeaders(options, isForm, hasBody, accept),
    body: !hasBody ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (response.status >= 200 && response.status < 300) return { response, read };
  const data = await readBody(response);
  if (response.status === 401) {
    notifyUnauthorized(challengeOf(response));
    throw new ApiError(SESSION_EXPIRED_MESSAGE, 401, response.statusText, data);
  }
  if (read && response.status === 400) snapshots.refused(read);
  throw new ApiError(
    apiErrorMessage(response.status, response.statusText, data),
    response.status,
    response.statusText,
    data,
  );
}

/**
 * The one fetch wrapper (DESIGN.md §3): auth headers, the AbortSignal, the §8 error rules and 401 handling, the
 * Idempotency-Key, and the snapshot key of lists read by page number.
 * A request that gets no response (network failure, abort) rejects with fetch's own error, unchanged.
 */
export async function http<T = unknown>(url: string, options: HttpOptions = {}): Promise<HttpResponse<T>> {
  const { response, read } = await send(url, options, 'application/json');
  const data = await readBody(response);
  if (read) snapshots.answered(read, snapshotHeader(response.headers));
  return { status: response.status, headers: response.headers, json: data as T };
}

/** A file (a document, an image, a report) through the same wrapper: its bytes, or the same errors as http(). */
export async function httpBlob(url: string, options: HttpOptions = {}): Promise<Blob> {
  const { response } = await send(url, options, '*/*');
  return response.blob();
}

/** True for the 412 a stale `version` gets (DESIGN.md §5: no lost updates). */
export function isStaleRecordError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 412;
}
