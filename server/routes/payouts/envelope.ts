/** The payouts and alerts backend answers `{ success, message, data }`; lists carry Spring-style paging. */
export * from '../success-envelope.js';
