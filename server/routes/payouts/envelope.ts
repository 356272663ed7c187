import type { FastifyReply } from 'fastify';

/** The payouts and alerts backend answers `{ success, message, data }`; lists carry Spring-style paging. */
export interface PayoutsEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'Success'): PayoutsEnvelope<T> {
  return { success: true, message, data };
}

export function fail(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, message, data: null });
}

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
