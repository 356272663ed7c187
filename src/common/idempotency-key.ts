import { useCallback, useRef } from 'react';

/** A fresh Idempotency-Key (DESIGN.md §5). */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * One key per intended action: `key()` returns the same value until `reset()` (after a success), so a double click
 * or a retry after a network failure is recognised by the server as the same submit.
 */
export function useIdempotencyKey() {
  const ref = useRef<string | null>(null);
  const key = useCallback(() => (ref.current ??= newIdempotencyKey()), []);
  const reset = useCallback(() => {
    ref.current = null;
  }, []);
  return { key, reset };
}
