/**
 * A consumer 360 action on one consumer account (issue 40): served in one transaction (common/transaction-action.ts),
 * the consumer of the body's `consumerId` read first (404, CONSUMER_MESSAGES.notFound, when there is none) and given
 * to the step. The postpe account actions and the lending repayment, send money, card charge and refund share it.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Endpoint } from '../../../contract/endpoint.js';
import { CONSUMER_MESSAGES } from '../../../contract/consumer/forms.js';
import type { Database } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { findConsumer, type Consumer } from '../../repositories/consumer-accounts.js';
import { serveInTransaction } from '../common/transaction-action.js';
import type { ServeOptions } from '../declared.js';
import type { SuccessEnvelope } from '../success-envelope.js';

/** Serves `endpoint` as `step` on the body's consumer, in one transaction of `db`. */
export function serveConsumerAction<B extends z.ZodType<{ consumerId: number }>, D extends z.ZodType>(
  app: FastifyInstance,
  db: Kysely<Database>,
  endpoint: Endpoint,
  schemas: { body: B; data: D },
  step: (
    trx: Transaction<Database>,
    b: z.output<B>,
    who: Principal,
    consumer: Consumer,
  ) => Promise<SuccessEnvelope<z.input<D>>>,
  options?: ServeOptions,
): void {
  serveInTransaction(
    app,
    db,
    endpoint,
    schemas,
    async (trx, b, who) => {
      const consumer = await findConsumer(trx, b.consumerId);
      if (!consumer) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
      return step(trx, b, who, consumer);
    },
    options,
  );
}
