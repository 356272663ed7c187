import type { FastifyReply } from 'fastify';

/** Merchant support answers `{ success, message, data }`; lists are Spring pages (content, totalElements, totalPages). */
export interface MerchantSupportEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'Success'): MerchantSupportEnvelope<T> {
  return { success: true, message, data };
}

export function fail(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, message, data: null });
}

/** A 0-based page/size list. */
export function springPage<T>(content: T[], page: number, size: number, totalElements: number) {
  return { content, pageable: { pageNumber: page, pageSize: size }, totalElements, totalPages: Math.ceil(totalElements / size) };
}
