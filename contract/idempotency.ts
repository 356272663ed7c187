/**
 * The Idempotency-Key header (DESIGN.md §5): a create, decision or upload sent with a key is done once; a retry with
 * the same key answers the first result. The console sends it through http()'s `idempotencyKey` option; the server
 * reads and checks it in server/plugins/idempotency.ts.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What a key may be: 1 to 100 letters, digits, dot, dash, colon or underscore. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;
