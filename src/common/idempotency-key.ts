import { useCallback, useRef } from 'react';

/** A fresh Idempotency-Key (DESIGN.md §5). */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Pure: did the server refuse this submit? A 4xx (the data providers' ApiError carries the status) means it decided
 * not to carry it out and kept nothing: it stores only successful answers. Anything else (a network failure, a
 * timeout, a 5xx from the server or a gateway in front of it) leaves the outcome unknown, so a retry must carry the
 * same key: the server then answers the first result if there was one.
 */
export function serverRefused(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * One key per intended action: `key()` returns the same value until `reset()` (after a success), so a double click
 * or a retry after a network failure is recognised by the server as the same submit. `key(request)`, for a hook that
 * sends several kinds of request: a new key when `request` (e.g. the action and its body as JSON) is not the one the
 * pending key was made for. `settle(error)` after a failure: a new key when the server refused it (a corrected form
 * is a new request, and a key the server refused as used for a different request is not sent again), the same key
 * when the outcome is unknown.
 */
export function useIdempotencyKey() {
  const ref = useRef<{ key: string; request?: string } | null>(null);
  const key = useCallback((request?: string) => {
    if (!ref.current || (request !== undefined && request !== ref.current.request))
      ref.current = { key: newIdempotencyKey(), request };
    return ref.current.key;
  }, []);
  const reset = useCallback(() => {
    ref.current = null;
  }, []);
  const settle = useCallback((error: unknown) => {
    if (serverRefused(error)) ref.current = null;
  }, []);
  return { key, reset, settle };
}
