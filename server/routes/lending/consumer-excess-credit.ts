import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CONSUMER_LENDING_ACTIONS, CONSUMER_LENDING_READS } from '../../../contract/consumer/calls.js';
import { CONSUMER_MESSAGES } from '../../../contract/consumer/forms.js';
import {
  excessRefundBody,
  excessRefundProblem,
  LENDING_CALL_MESSAGES,
  refundableExcess,
} from '../../../contract/consumer/lending-calls.js';
import { roundRupees, sumRupees } from '../../../contract/money.js';
import type { Database } from '../../db/database.js';
import { RequestError } from '../../plugins/validation.js';
import {
  excessRefundsOf,
  findBankAccount,
  holdConsumerAt,
  insertExcessRefund,
  ledgerTotals,
} from '../../repositories/consumer-lending.js';
import { findConsumer } from '../../repositories/consumer-accounts.js';
import { consumerIdQuery } from '../postpe/consumer-schemas.js';
import { serveConsumerAction } from '../postpe/consumer-action.js';
import { serve } from '../declared.js';
import { ok, okSchema } from './envelope.js';
import { CHANGED_MEANWHILE, recorded } from './consumer-change-record.js';

const excessDto = z.object({
  credits: z.number(),
  debits: z.number(),
  excess: z.number(),
  held: z.number(),
  refundable: z.number(),
  refunds: z.array(
    z.object({
      payoutId: z.number(),
      amount: z.number(),
      status: z.string(),
      transactionId: z.string(),
      createdAt: z.number(),
      holds: z.boolean(),
    }),
  ),
});

/** The excess credit from the ledger, what refunds hold of it, and what may still be refunded. */
async function excessOf(db: Parameters<typeof ledgerTotals>[0], id: number) {
  const totals = await ledgerTotals(db, id);
  const refunds = await excessRefundsOf(db, id);
  const held = sumRupees(refunds.filter((r) => r.holds).map((r) => r.amount));
  return {
    credits: totals.credits,
    debits: totals.debits,
    excess: totals.excess,
    held,
    refundable: refundableExcess(totals.excess, held),
    refunds,
  };
}

/**
 * A consumer's excess credit (spec §7.5, issue 46 item 6): how much the ledger holds beyond what is owed, and its
 * refund as a payout request to a verified bank account.
 */
export function consumerExcessCreditRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  serve(
    app,
    CONSUMER_LENDING_READS.excessCredit,
    { querystring: consumerIdQuery, response: { 200: okSchema(excessDto) } },
    async (request) => {
      if (!(await findConsumer(db, request.query.consumerId))) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
      return ok(await excessOf(db, request.query.consumerId));
    },
  );

  // Refund an excess: a payout request (maker) for at most the excess not already refunded or pending; the consumer's
  // row held at the version read, so of two refunds decided on the same excess only one is raised.
  serveConsumerAction(
    app,
    db,
    CONSUMER_LENDING_ACTIONS.refundExcess,
    { body: excessRefundBody, data: z.object({ payoutId: z.number(), excess: excessDto }) },
    async (trx, b, who, c) => {
      const account = await findBankAccount(trx, b.consumerId, b.bankAccountId);
      if (!account || Number(account.verified) !== 1) throw new RequestError(400, LENDING_CALL_MESSAGES.noBankAccount);
      const before = await excessOf(trx, b.consumerId);
      const problem = excessRefundProblem(b.amount, before.refundable);
      if (problem) throw new RequestError(409, problem);
      if (!(await holdConsumerAt(trx, b.consumerId, c.version))) throw new RequestError(409, CHANGED_MEANWHILE);
      const at = Date.now();
      const payoutId = await insertExcessRefund(trx, {
        consumerId: b.consumerId,
        amount: roundRupees(b.amount),
        remarks: b.remarks,
        account,
        agentEmail: who.email,
        agentStaffId: who.staffId,
        at,
      });
      const after = await excessOf(trx, b.consumerId);
      await recorded(
        trx,
        who,
        {
          action: 'excess_refund',
          entity: 'payouts',
          entityId: payoutId,
          consumerId: b.consumerId,
          before: { excess: before.excess, held: before.held, refundable: before.refundable },
          after: { payoutId, amount: b.amount, bankAccountId: b.bankAccountId, refundable: after.refundable },
        },
        { amount: b.amount, payoutId },
      );
      return ok({ payoutId, excess: after }, LENDING_CALL_MESSAGES.refundRaised);
    },
  );
}
