import type { FastifyReply } from 'fastify';

/** The postpe backend answers `{ success, message, data }`; multipart uploads answer `{ statusCode: '200', message }`. */
export { fail, ok, okSchema, pageSizeSchema, type SuccessEnvelope as PostpeEnvelope } from '../success-envelope.js';

/** A multipart upload's answer: success only when statusCode is '200'. */
export function uploadOk(message: string) {
  return { success: true, statusCode: '200', message };
}

export function uploadFail(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, statusCode: String(status), message });
}

/** Spring-style page of a 0-based list. */
export interface PageData<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export function page<T>(content: T[], pageNumber: number, size: number, totalElements: number): PageData<T> {
  return { content, page: pageNumber, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}
