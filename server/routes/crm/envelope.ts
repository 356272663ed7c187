import type { FastifyReply } from 'fastify';

/** The CRM API answers `{ success, message, data }` (spec §3.25, §7.1): GET reads `data`, POST reads `message`. */
export interface CrmEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'Success'): CrmEnvelope<T> {
  return { success: true, message, data };
}

export function fail(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, message, data: null } satisfies CrmEnvelope<null>);
}
