import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { CONSUMER_LENDING_READS, CONSUMER_LIST_CALLS } from '../../../contract/consumer/calls.js';
import { CREDIT_TXN_TYPES } from '../../../contract/consumer/lending-calls.js';
import { effectiveRange } from '../../../contract/consumer/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { listBankAccounts, listConsumerPayouts } from '../../repositories/consumer-lending.js';
import { listStatement, toTxnDto } from '../../repositories/consumer-txns.js';
import { payoutDtoSchema } from '../payouts/payout-response-schema.js';
import {
  consumerIdQuery,
  pageLimitFields,
  pageLimitQuery,
  repositoryPaging,
  txnDto,
} from '../postpe/consumer-schemas.js';
import { serve } from '../declared.js';
import { serveSnapshotList } from '../common/snapshot-list.js';
import { ok, okSchema } from './envelope.js';

const consumerId = fromText(z.number().int().positive('Consumer id: digits only.'));
const epoch = fromText(z.number().int().nonnegative().optional());

const bankAccountDto = z.object({
  id: z.number(),
  accountNumber: z.string(),
  ifsc: z.string(),
  bankName: z.string(),
  holderName: z.string(),
  verified: z.boolean(),
  primary: z.boolean(),
  addedAt: z.number(),
});
/** Lending reads part B (spec §7.5, issue 46 item 6): a consumer's credit transactions, payouts and bank details. */
export function consumerLendingReadRoutes(app: FastifyInstance, { db, counts }: AppDeps): void {
  // Credit transactions: the credit side of the ledger, newest first, by type and date range (epoch seconds).
  serve(
    app,
    CONSUMER_LIST_CALLS['consumer-credit-transactions'],
    {
      querystring: z.object({
        consumerId,
        types: z
          .union([z.enum(CREDIT_TXN_TYPES), z.array(z.enum(CREDIT_TXN_TYPES))])
          .optional()
          .transform((v) => (v === undefined ? [] : [v].flat())),
        from: epoch,
        to: epoch,
        ...pageLimitQuery,
      }),
      response: { 200: okSchema(z.object({ content: z.array(txnDto), ...pageLimitFields })) },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listStatement(db, counts, {
        consumerId: q.consumerId,
        page: q.page - 1,
        size: q.limit,
        indicator: 'CREDIT',
        types: q.types,
        range: effectiveRange(q.from, q.to),
        snapshot: q.snapshot,
      });
      return ok({ content: rows.map(toTxnDto), page: q.page, limit: q.limit, totalElements: total });
    },
  );

  // Payouts made to this consumer: the payouts table, newest first, with status.
  serveSnapshotList(
    app,
    CONSUMER_LIST_CALLS['consumer-payouts'],
    {
      querystring: z.object({ consumerId, ...pageLimitQuery }),
      response: {
        200: {
          type: 'object',
          properties: {
            success: { type: 'boolean' },
            message: { type: 'string' },
            data: {
              type: 'object',
              properties: {
                content: { type: 'array', items: payoutDtoSchema },
                page: { type: 'integer' },
                limit: { type: 'integer' },
                totalElements: { type: 'integer' },
              },
            },
          },
        },
      },
    },
    (q) => listConsumerPayouts(db, q.consumerId, repositoryPaging(q)),
    (rows, total, q) => ok({ content: rows, page: q.page, limit: q.limit, totalElements: total }),
  );

  serve(
    app,
    CONSUMER_LENDING_READS.bankDetails,
    { querystring: consumerIdQuery, response: { 200: okSchema(z.array(bankAccountDto)) } },
    async (request) => ok(await listBankAccounts(db, request.query.consumerId)),
  );
}
