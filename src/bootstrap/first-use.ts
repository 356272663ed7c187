/**
 * Runs `start` once, at the user's first pointer move, key or touch anywhere on the page: when code that only an
 * interaction needs (a tooltip, a dialog) should be fetched after the page has painted but before it is wanted.
 */
const FIRST_USE = ['pointermove', 'keydown', 'touchstart'] as const;

export function onFirstUse(start: () => void): void {
  const once = () => {
    FIRST_USE.forEach((type) => document.removeEventListener(type, once, true));
    start();
  };
  FIRST_USE.forEach((type) => document.addEventListener(type, once, { capture: true, passive: true }));
}
