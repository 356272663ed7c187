import type { FastifyReply } from 'fastify';
import type { Backend } from '../../contract/backends.js';
import type { FieldErrors } from '../../contract/schema.js';
import { ok as crmOk } from './crm/envelope.js';
import { ok as investmentOk, paged as investmentPage } from './investment/envelope.js';
import { ok as postpeOk, page as postpePage } from './postpe/envelope.js';

type Json = Record<string, unknown>;

/** How one backend wraps answers and pages lists, for the generic resource routes (DESIGN.md §4). */
export interface ResourceEnvelope {
  ok(data: unknown, message?: string): unknown;
  page(rows: Json[], page: number, size: number, total: number): unknown;
}

/** The backends whose contracts use `{ success, message, data }`; each reuses its own envelope.ts. */
export const RESOURCE_ENVELOPES: Partial<Record<Backend, ResourceEnvelope>> = {
  crm: { ok: crmOk, page: (rows, page, size, total) => ({ content: rows, page, size, totalElements: total, totalPages: Math.ceil(total / size) }) },
  investment: { ok: investmentOk, page: investmentPage },
  postpe: { ok: postpeOk, page: postpePage },
  lending: { ok: postpeOk, page: postpePage },
};

/** A refusal in the same envelope; a 400 names each bad field in `errors` ({ field: message }). */
export function failWith(reply: FastifyReply, status: number, message: string, errors?: FieldErrors) {
  return reply.code(status).send({ success: false, message, data: null, ...(errors ? { errors } : {}) });
}

/** The summary message of a field-level 400: the first field and its message. */
export function summaryOf(errors: FieldErrors): string {
  const [field, message] = Object.entries(errors)[0] ?? ['', 'Invalid request.'];
  return field && field !== '_' ? `${field}: ${message}` : message;
}
