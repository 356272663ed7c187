import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  http,
  httpBlob,
  isStaleRecordError,
  onUnauthorized,
  SESSION_EXPIRED_MESSAGE,
  withQuery,
} from '../../../dataProviders/http';
import { headerOf, memoryStorage, stubFetch } from './fake-fetch';

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage({ token: 'tok-123' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('http: requests', () => {
  it('sends the bearer token, Accept and the query; returns status, headers and json', async () => {
    const calls = stubFetch({ success: true, data: [1] }, { status: 200, headers: { 'X-Total': '3' } });
    const res = await http<{ data: number[] }>('/api/x/items', {
      query: { page: 0, size: 20, empty: '', none: undefined, ids: [1, 2] },
    });
    expect(calls[0]?.url).toBe('/api/x/items?page=0&size=20&ids=1&ids=2');
    expect(headerOf(calls[0], 'authorization')).toBe('Bearer tok-123');
    expect(headerOf(calls[0], 'accept')).toBe('application/json');
    expect(headerOf(calls[0], 'token')).toBeNull();
    expect(res).toMatchObject({ status: 200, json: { success: true, data: [1] } });
    expect(res.headers.get('x-total')).toBe('3');
  });

  it('sends JSON bodies with a content type, and token / consumer-id headers on request', async () => {
    const calls = stubFetch({ success: true });
    await http('/api/x', {
      method: 'POST',
      body: { a: 1 },
      tokenHeader: true,
      consumerId: 'C42',
      headers: { 'X-Extra': 'y' },
    });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(headerOf(calls[0], 'content-type')).toBe('application/json');
    expect(headerOf(calls[0], 'token')).toBe('tok-123');
    expect(headerOf(calls[0], 'consumer-id')).toBe('C42');
    expect(headerOf(calls[0], 'x-extra')).toBe('y');
  });

  it('sends FormData as multipart (no JSON content type, body untouched)', async () => {
    const calls = stubFetch({ success: true });
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'x.csv');
    await http('/api/x/upload', { method: 'POST', body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(headerOf(calls[0], 'content-type')).toBeNull();
  });

  it('omits the token with auth: false and when there is no session', async () => {
    const calls = stubFetch({});
    await http('/api/x', { auth: false });
    vi.stubGlobal('sessionStorage', memoryStorage());
    await http('/api/x');
    expect(headerOf(calls[0], 'authorization')).toBeNull();
    expect(headerOf(calls[1], 'authorization')).toBeNull();
  });

  it('passes the AbortSignal to fetch', async () => {
    const calls = stubFetch({});
    const controller = new AbortController();
    await http('/api/x', { signal: controller.signal });
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });

  it('returns a plain-text body as a string and an empty body as null', async () => {
    stubFetch('job-77');
    expect((await http('/api/x')).json).toBe('job-77');
    stubFetch(undefined, { status: 204 });
    expect((await http('/api/x')).json).toBeNull();
  });

  it('appends to an existing query string', () => {
    expect(withQuery('/a?x=1', { y: 2, f: { q: 'z' } })).toBe('/a?x=1&y=2&f=%7B%22q%22%3A%22z%22%7D');
    expect(withQuery('/a', {})).toBe('/a');
  });
});

describe('http: errors (spec §8)', () => {
  it('rejects non-2xx with an ApiError named API ERROR carrying status, status text and data', async () => {
    const body = { success: false, message: { debugMessage: 'Deep reason' } };
    stubFetch(body, { status: 400, statusText: 'Bad Request' });
    const error = await http('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'API ERROR',
      message: 'Deep reason',
      status: 400,
      statusText: 'Bad Request',
      data: body,
    });
  });

  it('falls back to the status text, then API FAILED (status)', async () => {
    stubFetch(undefined, { status: 503, statusText: 'Service Unavailable' });
    await expect(http('/api/x')).rejects.toMatchObject({ message: 'Service Unavailable', status: 503 });
    stubFetch(undefined, { status: 500, statusText: '' });
    await expect(http('/api/x')).rejects.toMatchObject({ message: 'API FAILED (500)', status: 500 });
  });

  it('on 401 calls the unauthorized handlers and rejects with the session-expired message', async () => {
    const handler = vi.fn();
    const unsubscribe = onUnauthorized(handler);
    stubFetch({ success: false, message: 'Unauthorized' }, { status: 401, statusText: 'Unauthorized' });
    const error = await http('/api/x').catch((e: unknown) => e);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ name: 'API ERROR', message: SESSION_EXPIRED_MESSAGE, status: 401 });
    expect(SESSION_EXPIRED_MESSAGE).toBe('Session Expired. Please login again!');
    unsubscribe();
    await http('/api/x').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('rethrows an error with no response unchanged (network failure)', async () => {
    const failure = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(failure));
    await expect(http('/api/x')).rejects.toBe(failure);
  });

  it('an abort stays an AbortError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    );
    const controller = new AbortController();
    const pending = http('/api/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });

  it('isStaleRecordError recognises only a 412 ApiError', () => {
    expect(isStaleRecordError(new ApiError('changed', 412, 'Precondition Failed', null))).toBe(true);
    expect(isStaleRecordError(new ApiError('x', 409, 'Conflict', null))).toBe(false);
    expect(isStaleRecordError(Object.assign(new Error('x'), { status: 412 }))).toBe(false);
  });
});

describe('http: idempotency keys and files', () => {
  it('sends idempotencyKey as the Idempotency-Key header, and no such header without one', async () => {
    const calls = stubFetch({ success: true });
    await http('/api/x/decide', { method: 'POST', body: {}, idempotencyKey: 'k-1' });
    await http('/api/x/decide', { method: 'POST', body: {} });
    expect(headerOf(calls[0], 'idempotency-key')).toBe('k-1');
    expect(headerOf(calls[1], 'idempotency-key')).toBeNull();
  });

  it('httpBlob answers the bytes, with the token and the query, accepting any type', async () => {
    const calls = stubFetch('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    const blob = await httpBlob('/api/x/document', { query: { id: 'a b' } });
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(blob.type).toBe('application/pdf');
    expect(calls[0]?.url).toBe('/api/x/document?id=a+b');
    expect(headerOf(calls[0], 'authorization')).toBe('Bearer tok-123');
    expect(headerOf(calls[0], 'accept')).toBe('*/*');
  });

  it("httpBlob's failures are http()'s: the server's message as an ApiError, a 401 ends the session", async () => {
    stubFetch({ success: false, message: 'Document not found' }, { status: 404, statusText: 'Not Found' });
    await expect(httpBlob('/api/x/document')).rejects.toMatchObject({ status: 404, message: 'Document not found' });
    const ended = vi.fn();
    const off = onUnauthorized(ended);
    stubFetch({}, { status: 401, statusText: 'Unauthorized' });
    await expect(httpBlob('/api/x/document')).rejects.toMatchObject({ status: 401, message: SESSION_EXPIRED_MESSAGE });
    expect(ended).toHaveBeenCalledTimes(1);
    off();
  });
});
