import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import {
  CONSUMER_LENDING_ACTIONS,
  CONSUMER_LENDING_READS,
  CONSUMER_LIST_CALLS,
} from '../../../contract/consumer/calls.js';
import { CONSUMER_MESSAGES } from '../../../contract/consumer/forms.js';
import {
  canReinitiateQrRefund,
  CREDIT_TXN_TYPES,
  excessRefundBody,
  excessRefundProblem,
  LENDING_CALL_MESSAGES,
  recomputedLimit,
  refreshLimitBody,
  refundableExcess,
  reinitiateQrRefundBody,
  reinitiateRefusal,
} from '../../../contract/consumer/lending-calls.js';
import { effectiveRange } from '../../../contract/consumer/rules.js';
import { roundRupees, sumRupees } from '../../../contract/money.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { addCrmAudit } from '../../repositories/consumer-events.js';
import {
  excessRefundsOf,
  findBankAccount,
  holdConsumerAt,
  insertExcessRefund,
  ledgerTotals,
  listBankAccounts,
  listConsumerPayouts,
  reinitiateQrRefund,
} from '../../repositories/consumer-lending.js';
import { findConsumer } from '../../repositories/consumer-accounts.js';
import { findTxn, listStatement, toTxnDto } from '../../repositories/consumer-txns.js';
import { payoutDtoSchema } from '../payouts/payout-response-schema.js';
import {
  consumerIdQuery,
  pageLimitFields,
  pageLimitQuery,
  repositoryPaging,
  txnDto,
} from '../postpe/consumer-schemas.js';
import { serveConsumerAction } from '../postpe/consumer-action.js';
import { serve } from '../declared.js';
import { serveSnapshotList } from '../common/snapshot-list.js';
import { ok, okSchema } from './envelope.js';

const consumerId = fromText(z.number().int().positive('Consumer id: digits only.'));
const epoch = fromText(z.number().int().nonnegative().optional());
const sec = (ms: number) => Math.floor(ms / 1000);
const CHANGED_MEANWHILE = 'This consumer’s account changed while this was being decided; reload and try again.';

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
const limitDto = z.object({
  sanctioned: z.number(),
  outstanding: z.number(),
  holds: z.number(),
  before: z.number(),
  after: z.number(),
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
 * After a change: one audit row (`consumer.<action>`, before and after) and the consumer's CRM Actions Audit row (the
 * action in capitals, with its request).
 */
async function recorded(
  trx: Kysely<Database>,
  who: Principal,
  r: { action: string; entity: string; entityId: string | number; consumerId: number; before: unknown; after: unknown },
  requestDto: Record<string, unknown>,
) {
  const at = Date.now();
  await writeAudit(trx, {
    actor: who,
    action: `consumer.${r.action}`,
    entity: r.entity,
    entityId: r.entityId,
    before: r.before,
    after: r.after,
    at,
  });
  await addCrmAudit(trx, r.consumerId, sec(at), who, r.action.toUpperCase(), {
    request: { requestDto: { ...requestDto, consumerId: r.consumerId } },
  });
}

/**
 * Lending calls part B (spec §7.5, issue 46 item 6): credit transactions, payouts, excess credit and its refund as a
 * payout request, bank details, refresh-account-limit and re-initiate-qr-refund. Every change in one transaction,
 * decided by one conditional update, audited (and in the consumer's CRM Actions Audit).
 */
export async function consumerLendingCallRoutes(app: FastifyInstance, { db, counts }: AppDeps): Promise<void> {
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
    CONSUMER_LENDING_READS.excessCredit,
    { querystring: consumerIdQuery, response: { 200: okSchema(excessDto) } },
    async (request) => {
      if (!(await findConsumer(db, request.query.consumerId))) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
      return ok(await excessOf(db, request.query.consumerId));
    },
  );

  serve(
    app,
    CONSUMER_LENDING_READS.bankDetails,
    { querystring: consumerIdQuery, response: { 200: okSchema(z.array(bankAccountDto)) } },
    async (request) => ok(await listBankAccounts(db, request.query.consumerId)),
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

  // Refresh the available limit from the ledger: sanctioned − outstanding − holds, at the version read.
  serveConsumerAction(
    app,
    db,
    CONSUMER_LENDING_ACTIONS.refreshLimit,
    { body: refreshLimitBody, data: limitDto },
    async (trx, b, who, c) => {
      const totals = await ledgerTotals(trx, b.consumerId);
      const sanctioned = roundRupees(c.account_limit);
      const before = roundRupees(sanctioned - roundRupees(c.used_limit));
      const after = recomputedLimit({ sanctioned, outstanding: totals.outstanding, holds: totals.holds });
      const used = roundRupees(sanctioned - after);
      if (!(await holdConsumerAt(trx, b.consumerId, c.version, { used_limit: used })))
        throw new RequestError(409, CHANGED_MEANWHILE);
      const answer = { sanctioned, outstanding: totals.outstanding, holds: totals.holds, before, after };
      await recorded(
        trx,
        who,
        {
          action: 'limit_refresh',
          entity: 'consumers',
          entityId: b.consumerId,
          consumerId: b.consumerId,
          before: { availableLimit: before, usedLimit: roundRupees(c.used_limit) },
          after: { ...answer, usedLimit: used },
        },
        { before, after },
      );
      return ok(answer, LENDING_CALL_MESSAGES.limitRefreshed);
    },
  );

  // Re-initiate a FAILED QR refund, once: one conditional update decides; otherwise a 409 naming its state.
  serveConsumerAction(
    app,
    db,
    CONSUMER_LENDING_ACTIONS.reinitiateQrRefund,
    { body: reinitiateQrRefundBody, data: txnDto },
    async (trx, b, who) => {
      const t = await findTxn(trx, b.txnId);
      if (!t || Number(t.consumer_id) !== b.consumerId) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
      const state = { txnType: t.txn_type, status: t.status, subStatus: t.sub_status };
      if (!canReinitiateQrRefund(state) || !(await reinitiateQrRefund(trx, b.txnId, sec(Date.now())))) {
        const now = (await findTxn(trx, b.txnId))!;
        throw new RequestError(
          409,
          reinitiateRefusal({ txnType: now.txn_type, status: now.status, subStatus: now.sub_status }),
        );
      }
      const after = (await findTxn(trx, b.txnId))!;
      const change = { before: toTxnDto(t), after: toTxnDto(after) };
      await recorded(
        trx,
        who,
        {
          action: 'qr_refund_reinitiate',
          entity: 'consumer_account_txns',
          entityId: t.txn_id,
          consumerId: b.consumerId,
          ...change,
        },
        { txnId: b.txnId },
      );
      return ok(toTxnDto(after), LENDING_CALL_MESSAGES.reinitiated);
    },
  );
}
