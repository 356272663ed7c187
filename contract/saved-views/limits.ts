/**
 * The saved views' limits, without zod: the console's Views control reads them, and importing them must not bring the
 * zod runtime (25 kB gzip) into every list route (issue 18); `schemas.ts` builds its schemas on them.
 */

/** Which list a view belongs to: the list's react-admin resource name (`postpe-payouts`, `user`, `offers` …). */
export const LIST_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
export const VIEW_NAME_MAX = 80;
/** A view's filters as JSON stay small: they are a list's filter form, not data. */
export const FILTERS_JSON_MAX = 4000;
export const COLUMNS_MAX = 60;
