import type { FastifyReply } from 'fastify';

/**
 * The `{ success, message, data }` envelope most backends share (spec §3.25). Each backend's envelope.ts re-exports
 * it under its own name, beside what is its own (paging shapes, multipart answers).
 */
export interface SuccessEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'Success'): SuccessEnvelope<T> {
  return { success: true, message, data };
}

export function fail(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, message, data: null } satisfies SuccessEnvelope<null>);
}

/** A page/limit list page with Spring-style totals. */
export interface PagedData<T> {
  content: T[];
  page: number;
  limit: number;
  totalElements: number;
  totalPages: number;
}

export function paged<T>(content: T[], page: number, limit: number, totalElements: number): PagedData<T> {
  return { content, page, limit, totalElements, totalPages: Math.ceil(totalElements / limit) };
}
