import type { FastifyReply } from 'fastify';

/** Chargeback answers `{ success, message, data }`; a search answers its rows in `Response` with the totals beside. */
export interface ChargebackEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'Success'): ChargebackEnvelope<T> {
  return { success: true, message, data };
}

export function search<T>(rows: T[], page: number, limit: number, totalCount: number) {
  return { success: true, message: 'Success', Response: rows, page, limit, totalCount };
}

export function fail(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, message, data: null });
}

/** Every chargeback call carries sourceProduct; SWIPE when the caller leaves it out. */
export const DEFAULT_SOURCE_PRODUCT = 'SWIPE';
