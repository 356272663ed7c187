/**
 * A declared list read one page at a time under a snapshot key (issue 40; routes/paging.ts): the query checked by its
 * schema, one page read, the read's snapshot sent back in the paging headers, and the page answered in the list's
 * own envelope (Spring page, page/limit, …) by `answer`.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../../contract/endpoint.js';
import { serve } from '../declared.js';
import { sendPaging } from '../paging.js';

/** One page of a list as the repositories read it: its rows, the total and the snapshot it was read under. */
export interface SnapshotPage<R> {
  rows: R[];
  total: number;
  snapshot?: number | undefined;
}

/** Serves `endpoint` as `read` of the checked query, answered by `answer` from the page's rows and total. */
export function serveSnapshotList<Q extends z.ZodType, R>(
  app: FastifyInstance,
  endpoint: Endpoint,
  schema: { querystring: Q; response: FastifySchema['response'] },
  read: (q: z.output<Q>) => Promise<SnapshotPage<R>>,
  answer: (rows: R[], total: number, q: z.output<Q>) => unknown,
): void {
  const routeSchema: FastifySchema = schema;
  serve(app, endpoint, routeSchema, async (request, reply) => {
    const q = request.query as z.output<Q>;
    const { rows, total, snapshot } = await read(q);
    sendPaging(reply, { next: null, snapshot });
    return answer(rows, total, q);
  });
}
