import { useDeferredValue } from 'react';

const NONE: never[] = [];

/**
 * A list's filter inputs, drawn in the render just after its rows: the first render has none, React draws them as soon
 * as the rows are on screen. On a cold load at 4× CPU, three react-admin inputs (a text input and two selects, with
 * their form) cost about 80 ms before the first row could paint. The filter values (from the address, the remembered
 * parameters or the defaults) apply to the query from the start; only the inputs come a moment later.
 */
export function useFiltersAfterRows<T>(filters: T[]): T[] {
  return useDeferredValue(filters, NONE);
}
