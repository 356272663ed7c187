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
