import type { z } from 'zod';
import type { Backend } from '../../contract/backends.js';
import { ok as crmOk, okSchema as crmOkSchema, pageSizeSchema as crmPageSchema } from './crm/envelope.js';
import {
  ok as investmentOk,
  okSchema as investmentOkSchema,
  paged as investmentPage,
  pagedSchema as investmentPageSchema,
} from './investment/envelope.js';
import {
  ok as postpeOk,
  okSchema as postpeOkSchema,
  page as postpePage,
  pageSizeSchema as postpePageSchema,
} from './postpe/envelope.js';

type Json = Record<string, unknown>;

/** How one backend wraps answers and pages lists, for the generic resource routes (DESIGN.md §4), with their route schemas. */
export interface ResourceEnvelope {
  ok(data: unknown, message?: string): unknown;
  page(rows: Json[], page: number, size: number, total: number): unknown;
  okSchema(data: z.ZodType): z.ZodType;
  pageSchema(item: z.ZodType): z.ZodType;
}

/** The backends whose contracts use `{ success, message, data }`; each reuses its own envelope.ts. */
export const RESOURCE_ENVELOPES: Partial<Record<Backend, ResourceEnvelope>> = {
  crm: {
    ok: crmOk,
    page: (rows, page, size, total) => ({
      content: rows,
      page,
      size,
      totalElements: total,
      totalPages: Math.ceil(total / size),
    }),
    okSchema: crmOkSchema,
    pageSchema: crmPageSchema,
  },
  investment: {
    ok: investmentOk,
    page: investmentPage,
    okSchema: investmentOkSchema,
    pageSchema: investmentPageSchema,
  },
  postpe: { ok: postpeOk, page: postpePage, okSchema: postpeOkSchema, pageSchema: postpePageSchema },
  lending: { ok: postpeOk, page: postpePage, okSchema: postpeOkSchema, pageSchema: postpePageSchema },
};
