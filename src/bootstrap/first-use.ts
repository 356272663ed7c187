import { useEffect, useSyncExternalStore } from 'react';

/**
 * Runs `start` once, at the user's first pointer move, key or touch anywhere on the page: when code that only an
 * interaction needs (a tooltip, a dialog) should be fetched after the page has painted but before it is wanted. Asking
 * again with the same `start` (each mounted tooltip or dialog asks) changes nothing.
 */
const FIRST_USE = ['pointermove', 'keydown', 'touchstart'] as const;
const asked = new Set<() => void>();

export function onFirstUse(start: () => void): void {
  if (asked.has(start)) return;
  asked.add(start);
  const once = () => {
    FIRST_USE.forEach((type) => document.removeEventListener(type, once, true));
    start();
  };
  FIRST_USE.forEach((type) => document.addEventListener(type, once, { capture: true, passive: true }));
}

/**
 * A module fetched at the first use, as above, for a component that can show nothing until it is in: the hook is
 * undefined until then, and every component using it renders again when it arrives. A failed fetch is tried again
 * when the next component using it mounts.
 */
export function moduleOnFirstUse<T>(load: () => Promise<T>): () => T | undefined {
  let loaded: T | undefined;
  let pending: Promise<void> | null = null;
  let failed = false;
  const listeners = new Set<() => void>();
  const start = () => {
    failed = false;
    pending ??= load().then(
      (module) => {
        loaded = module;
        listeners.forEach((listener) => listener());
      },
      () => {
        pending = null;
        failed = true;
      },
    );
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const snapshot = () => loaded;
  return function useModuleOnFirstUse() {
    useEffect(() => (failed ? start() : onFirstUse(start)), []);
    return useSyncExternalStore(subscribe, snapshot);
  };
}
