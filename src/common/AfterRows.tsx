import { useDeferredValue, type ReactNode } from 'react';

/**
 * Whether the rows' own render is done: false in a list's first render, true in the deferred render React runs just
 * after it. What a row only needs once staff act on it (its Show, Edit and Delete buttons) waits for that, so a cold
 * load's first rows are not held back by a button, an icon and a confirm dialog per row.
 */
export const useAfterRows = (): boolean => useDeferredValue(true, false);

/** Its children, drawn in the render after the rows' (useAfterRows). */
export function AfterRows({ children }: { children: ReactNode }) {
  return useAfterRows() ? children : null;
}
