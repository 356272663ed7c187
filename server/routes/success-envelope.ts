import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { fromText } from '../../contract/strict-number.js';

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

/** A refusal in this envelope; a field-level one names each field in `errors` ({ field: message }). */
export function failure(message: string, errors?: Record<string, string>) {
  return { success: false, message, data: null, ...(errors ? { errors } : {}) } satisfies SuccessEnvelope<null>;
}

export function fail(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send(failure(message));
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

/** A Spring-style page/size list page (pageSizeSchema) of the query's page: `q.page` from 0 or 1, as the list reads it. */
export function pageOfSize<T>(content: T[], q: { page: number; size: number }, totalElements: number) {
  return { content, page: q.page, size: q.size, totalElements, totalPages: Math.ceil(totalElements / q.size) };
}

/** The route schema of a success answer: `{ success, message, data }` around the data's own schema. */
export const okSchema = <T extends z.ZodType>(data: T) => z.object({ success: z.boolean(), message: z.string(), data });

/** The route schema of a list page whose size is named `sizeKey` (`limit` or `size`). */
const listPageSchema = <T extends z.ZodType, K extends 'limit' | 'size'>(item: T, sizeKey: K) =>
  z.object({
    content: z.array(item),
    page: z.number().int(),
    ...({ [sizeKey]: z.number().int() } as Record<K, z.ZodNumber>),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });

/** The route schema of a page/limit list page. */
export const pagedSchema = <T extends z.ZodType>(item: T) => listPageSchema(item, 'limit');

/** The route schema of a Spring-style page/size list page (CRM, postpe). */
export const pageSizeSchema = <T extends z.ZodType>(item: T) => listPageSchema(item, 'size');

/** A record id in the path: a positive whole number. */
export const idParam = (message = 'must be a whole number') =>
  z.object({ id: fromText(z.number({ error: message }).int(message).positive(message)) });
