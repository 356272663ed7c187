/**
 * A page/limit list (issue 40): GET with `?page&limit` (and the list's filters and snapshot key), answered
 * `{ success, message, data: { content, page, limit, totalElements, totalPages } }` with each row checked by `item`,
 * the read's snapshot key in the paging headers. Investment, FD alerts and payouts lists share it.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../../contract/endpoint.js';
import { serve } from '../declared.js';
import { sendPaging } from '../paging.js';
import { ok, okSchema, paged, pagedSchema } from '../success-envelope.js';

/** One page as a list's read answers it: its rows, the total, and the snapshot key it read under. */
export interface SnapshotPage<T> {
  rows: T[];
  total: number;
  snapshot?: number;
}

/** Serves `endpoint` as `read(query)`, the query checked by `querystring` and each row of the page by `item`. */
export function servePagedList<Q extends z.ZodType<{ page: number; limit: number }>>(
  app: FastifyInstance,
  endpoint: Endpoint,
  schemas: { querystring: Q; item: z.ZodType },
  read: (query: z.output<Q>) => Promise<SnapshotPage<unknown>>,
): void {
  const schema: FastifySchema = {
    querystring: schemas.querystring,
    response: { 200: okSchema(pagedSchema(schemas.item)) },
  };
  serve(app, endpoint, schema, async (request, reply) => {
    const query = request.query as z.output<Q>;
    const { rows, total, snapshot } = await read(query);
    sendPaging(reply, { next: null, snapshot });
    return ok(paged(rows, query.page, query.limit, total));
  });
}
