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

/** Pointer buttons and keys held down now (followed from the first call of trackPresses or afterPresses). */
const pressed = new Set<string>();
let tracking = false;

export function trackPresses(): void {
  if (tracking) return;
  tracking = true;
  const down = (e: PointerEvent | KeyboardEvent) => pressed.add('pointerId' in e ? `p${e.pointerId}` : `k${e.code}`);
  const up = (e: PointerEvent | KeyboardEvent) => {
    pressed.delete('pointerId' in e ? `p${e.pointerId}` : `k${e.code}`);
    if (pressed.size === 0) flush();
  };
  const opts = { capture: true, passive: true };
  document.addEventListener('pointerdown', down, opts);
  document.addEventListener('keydown', down, opts);
  for (const type of ['pointerup', 'pointercancel'] as const) document.addEventListener(type, up, opts);
  document.addEventListener('keyup', up, opts);
  window.addEventListener('blur', () => {
    pressed.clear();
    flush();
  });
}

const waiting: (() => void)[] = [];
function flush(): void {
  if (waiting.length === 0) return;
  // After the task that released the press: a click (or a key's activation) follows the release in that same task.
  setTimeout(() => waiting.splice(0).forEach((run) => run()));
}

/**
 * Runs `run` now, or, while a pointer button or a key is held, just after it is released. For a change that mounts
 * elements again (the deferred Tooltip's swap): a button replaced between its mousedown and mouseup gets no click, so
 * a press that started on the old element must end, and its click land, before the swap.
 */
export function afterPresses(run: () => void): void {
  trackPresses();
  if (pressed.size === 0) run();
  else waiting.push(run);
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
