/** The payouts and alerts backend answers `{ success, message, data }`; lists carry Spring-style paging. */
export {
  fail,
  ok,
  okSchema,
  pagedSchema,
  paged,
  type PagedData,
  type SuccessEnvelope as PayoutsEnvelope,
} from '../success-envelope.js';
