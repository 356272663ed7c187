/** Card internal API: HTTP 200 with `{ success, message, data }` (any other status is a failure). */
export { fail, ok, type SuccessEnvelope as CardEnvelope } from '../success-envelope.js';
