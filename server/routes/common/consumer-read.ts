/**
 * A consumer 360 read (issue 40): GET with `?consumerId=`, answered `{ success, message, data }` with `data` checked by
 * its schema and read by one function of the consumer's id. The postpe and lending products' reads share it.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { consumerIdQuery } from '../../../contract/consumer/queries.js';
import type { Endpoint } from '../../../contract/endpoint.js';
import { serve } from '../declared.js';
import { ok, okSchema } from '../success-envelope.js';

/** Serves `endpoint` as `read(consumerId)`, its answer's data checked by `data`. */
export function serveConsumerRead<D extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint,
  data: D,
  read: (consumerId: number) => Promise<z.input<D>> | z.input<D>,
): void {
  const schema: FastifySchema = { querystring: consumerIdQuery, response: { 200: okSchema(data) } };
  serve(app, endpoint, schema, async (request) => {
    const { consumerId } = request.query as z.output<typeof consumerIdQuery>;
    return ok(await read(consumerId));
  });
}
