import { useEffect, useRef } from 'react';
import { shortcutOf } from './tabs';

export interface Entity360KeyHandlers {
  lookup?: () => void;
  previous?: () => void;
  next?: () => void;
}

/**
 * The view's keyboard: `/` focuses the lookup, `[` and `]` move to the previous and next tab. Keys typed into a
 * field, or with a modifier, are left alone. Handlers see the latest props without re-subscribing.
 */
export function useEntity360Keys(handlers: Entity360KeyHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      const handler = shortcut ? latest.current[shortcut] : undefined;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
