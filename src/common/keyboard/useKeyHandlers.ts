import { useEffect, useRef } from 'react';
import { plainKey } from './keys';

/** A screen's single-key shortcuts: key → what it does. */
export type KeyHandlers = Readonly<Record<string, (() => void) | undefined>>;

/**
 * Listens for the screen's single-key shortcuts on the document while mounted. Keys typed into a field, held with a
 * modifier or pressed inside a dialog are left alone (see `plainKey`). Handlers see the latest props.
 */
export function useKeyHandlers(handlers: KeyHandlers, enabled = true): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const key = plainKey(event);
      const handler = key ? latest.current[key] : undefined;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
