import { z } from 'zod';
import { fromText } from '../../contract/strict-number.js';

/** Spec §9: page sizes up to 200. */
export const MAX_PAGE_SIZE = 200;
/** The last page number any list accepts: beyond it the offset would not be a safe integer (issue 10: no 500s). */
export const MAX_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / MAX_PAGE_SIZE);

/** A page number in the query, from `base` (0 or 1) to MAX_PAGE; missing → the first page. */
export const pageParam = (base: 0 | 1) =>
  fromText(
    z
      .number({ error: 'Must be a whole number.' })
      .int('Must be a whole number.')
      .min(base, `Pages start at ${base}.`)
      .max(MAX_PAGE, `At most ${MAX_PAGE}.`)
      .default(base),
  );

/** A page size in the query, 1 to `max` (200); missing → `fallback`. */
export const sizeParam = (fallback: number, max = MAX_PAGE_SIZE) =>
  fromText(
    z
      .number({ error: 'Must be a whole number.' })
      .int('Must be a whole number.')
      .min(1, 'At least 1.')
      .max(max, `At most ${max}.`)
      .default(fallback),
  );

/**
 * A page size the generic lists take as the console sends it: any whole number from 1, served at most 200 a page
 * (an export asks for 1000 and gets the first 200, as before); a size that is not a safe integer is a 400.
 */
export const cappedSizeParam = (fallback: number) =>
  fromText(
    z
      .number({ error: 'Must be a whole number.' })
      .int('Must be a whole number.')
      .min(1, 'At least 1.')
      .default(fallback),
  ).transform((size) => Math.min(size, MAX_PAGE_SIZE));
