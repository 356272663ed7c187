/**
 * A declared action whose work is one database transaction (issue 40): the body checked by its schema, the answer
 * `{ success, message, data }` with `data` checked by `data`, and the handler given the transaction, the checked body
 * and the signed-in staff member (read before the transaction starts). What the handler throws rolls it back.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Endpoint } from '../../../contract/endpoint.js';
import type { Database } from '../../db/database.js';
import { principalOf, type Principal } from '../../plugins/auth.js';
import { serve, type ServeOptions } from '../declared.js';
import { okSchema, type SuccessEnvelope } from '../success-envelope.js';

export type ActionStep<B, D> = (
  trx: Transaction<Database>,
  body: B,
  who: Principal,
  request: FastifyRequest,
) => Promise<SuccessEnvelope<D>>;

/**
 * Serves `endpoint` (a POST/PUT with a JSON body) as `step` run in one transaction of `db`; `params` checks the path's
 * parameters first (a malformed one is a 400, never a failure inside the step).
 */
export function serveInTransaction<B extends z.ZodType, D extends z.ZodType>(
  app: FastifyInstance,
  db: Kysely<Database>,
  endpoint: Endpoint,
  schemas: { body: B; data: D; params?: z.ZodType },
  step: ActionStep<z.output<B>, z.input<D>>,
  options?: ServeOptions,
): void {
  // The schemas check the body and the answer at run time; the step's types come from them (the body as parsed).
  const schema: FastifySchema = {
    body: schemas.body,
    response: { 200: okSchema(schemas.data) },
    ...(schemas.params ? { params: schemas.params } : {}),
  };
  serve(
    app,
    endpoint,
    schema,
    async (request) => {
      const who = principalOf(request);
      return db.transaction().execute((trx) => step(trx, request.body as z.output<B>, who, request));
    },
    options,
  );
}
