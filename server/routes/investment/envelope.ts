import type { FastifyReply } from 'fastify';

/** Investment and FD answer `{ success, message, data }`; lists page/limit from 1 (alert logs from 0). */
export interface InvestmentEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'Success'): InvestmentEnvelope<T> {
  return { success: true, message, data };
}

export function fail(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, message, data: null });
}

export function paged<T>(content: T[], page: number, limit: number, totalElements: number) {
  return { content, page, limit, totalElements, totalPages: Math.ceil(totalElements / limit) };
}
