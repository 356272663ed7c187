import type { FastifyReply } from 'fastify';

/** Card internal API: HTTP 200 with `{ success, message, data }` (any other status is a failure). */
export interface CardEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'Success'): CardEnvelope<T> {
  return { success: true, message, data };
}

export function fail(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, message, data: null });
}
