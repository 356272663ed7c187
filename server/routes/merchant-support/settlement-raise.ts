/**
 * A settlement change request raised on one merchant (settlement type, settlement unblock; issue 40): the merchant in
 * the path (`:merchantId`, refused in the bare wording), the body checked by its schema, and `place` run in one
 * transaction by the signed-in maker, answered as created (201) with the request.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Endpoint } from '../../../contract/endpoint.js';
import type { Database } from '../../db/database.js';
import { principalOf, type Principal } from '../../plugins/auth.js';
import { raised } from '../crm/change-requests.js';
import { changeDto, merchantParams } from '../crm/merchant-change-schemas.js';
import { serve } from '../declared.js';
import { okSchema } from '../success-envelope.js';

/** The settlement routes' refusal of a bad `:merchantId`: the message alone. */
export const SETTLEMENT_WORDING = { refusal: { params: 'bare' } } as const;

/** Serves `endpoint` as the raise `place` of the merchant's id, the checked body and the maker. */
export function serveSettlementRaise<B extends z.ZodType>(
  app: FastifyInstance,
  db: Kysely<Database>,
  endpoint: Endpoint,
  body: B,
  place: (trx: Kysely<Database>, merchantId: string, body: z.output<B>, maker: Principal) => Promise<unknown>,
): void {
  const schema: FastifySchema = { params: merchantParams, body, response: { 201: okSchema(changeDto) } };
  serve(
    app,
    endpoint,
    schema,
    async (request, reply) => {
      const maker = principalOf(request);
      const { merchantId } = request.params as z.output<typeof merchantParams>;
      const checked = request.body as z.output<B>;
      return raised(db, reply, (trx) => place(trx, merchantId, checked, maker));
    },
    SETTLEMENT_WORDING,
  );
}
