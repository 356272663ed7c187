/** Merchant support answers `{ success, message, data }`; lists are Spring pages (content, totalElements, totalPages). */
export { fail, ok, type SuccessEnvelope as MerchantSupportEnvelope } from '../success-envelope.js';

/** A 0-based page/size list. */
export function springPage<T>(content: T[], page: number, size: number, totalElements: number) {
  return {
    content,
    pageable: { pageNumber: page, pageSize: size },
    totalElements,
    totalPages: Math.ceil(totalElements / size),
  };
}
