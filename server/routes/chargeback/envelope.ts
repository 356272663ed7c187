/** Chargeback answers `{ success, message, data }`; a search answers its rows in `Response` with the totals beside. */
export { fail, ok, okSchema, type SuccessEnvelope as ChargebackEnvelope } from '../success-envelope.js';

export function search<T>(rows: T[], page: number, limit: number, totalCount: number) {
  return { success: true, message: 'Success', Response: rows, page, limit, totalCount };
}

/** Every chargeback call carries sourceProduct; SWIPE when the caller leaves it out. */
export const DEFAULT_SOURCE_PRODUCT = 'SWIPE';
