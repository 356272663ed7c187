import type { FastifyReply } from 'fastify';

/** Payment-support answers `{ status_code, message, data }`; success is status_code 200 (or message 'Processed!'). */
export interface PaymentSupportEnvelope<T> {
  status_code: number;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'Processed!'): PaymentSupportEnvelope<T> {
  return { status_code: 200, message, data };
}

/** A refusal: status_code is the HTTP status; a field-level one names each field in `errors`. */
export function failure(status: number, message: string, errors?: Record<string, string>) {
  return { status_code: status, message, data: null, ...(errors ? { errors } : {}) };
}

export function fail(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send(failure(status, message));
}

/** A page/limit (1-based) list. */
export function pageOf<T>(list: T[], page: number, limit: number, total: number) {
  return { list, page, limit, total };
}
