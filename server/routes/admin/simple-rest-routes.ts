import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Endpoint } from '../../../contract/endpoint.js';
import { RequestError } from '../../plugins/validation.js';
import { serve } from '../declared.js';
import { sendPaging } from '../paging.js';
import { setContentRange } from './simple-rest.js';
import { idParams, NOT_FOUND_MESSAGE } from './users-schema.js';

/** One page of a simple-rest list: its rows, the total, and the next page's cursor and the snapshot when it keeps them. */
export interface SimpleRestPage<T> {
  rows: T[];
  total: number;
  next?: string | null;
  snapshot?: number;
}

/** A simple-rest list: its resource name (Content-Range), query and record schemas; `paging`: it sends the paging headers. */
export interface SimpleRestListSpec<Q, R> {
  resource: string;
  querystring: Q;
  record: R;
  paging?: boolean;
}

/** `filter={"id":[…],"q":"…"}` as the repositories take it: the ids asked for (or null) and the search text. */
export const idsAndSearch = (filter: { id?: number[] | undefined; q?: string | undefined }) => ({
  ids: filter.id ?? null,
  search: filter.q ?? '',
});

/**
 * Serves a simple-rest list (`?sort&range&filter`, ra-data-simple-rest): the rows as a JSON array with the
 * Content-Range of its resource (and the cursor and snapshot headers when it pages so); a bad parameter is a bare 400.
 */
export function serveSimpleRestList<Q extends z.ZodType<{ offset: number }>, R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint,
  spec: SimpleRestListSpec<Q, R>,
  list: (query: z.output<Q>) => Promise<SimpleRestPage<z.output<R>>>,
): void {
  serve(
    app,
    endpoint,
    { querystring: spec.querystring, response: { 200: z.array(spec.record) } },
    async (request, reply) => {
      const query = request.query as z.output<Q>;
      const { rows, total, next = null, snapshot } = await list(query);
      setContentRange(reply, spec.resource, query.offset, rows.length, total);
      if (spec.paging) sendPaging(reply, { next, snapshot });
      return rows;
    },
    { refusal: { querystring: 'bare' } },
  );
}

/** Serves a simple-rest record by its id in the path: 404 `No Record Found!` when `find` has none. */
export function serveSimpleRestOne<R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint,
  record: R,
  find: (id: number) => Promise<z.output<R> | null | undefined>,
): void {
  // The record's schema checks the answer; typed as any schema, since Fastify cannot resolve a generic one's reply type.
  const response: { 200: z.ZodType } = { 200: record };
  serve(app, endpoint, { params: idParams, response }, async (request) => {
    const row = await find(request.params.id);
    if (!row) throw new RequestError(404, NOT_FOUND_MESSAGE);
    return row;
  });
}
