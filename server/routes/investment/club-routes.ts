import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { applyInterestBody, cancelRefundBody, forceWithdrawBody } from '../../../contract/club/bodies.js';
import {
  CLUB_CALLS,
  CLUB_FORCE_WITHDRAW_KIND,
  CLUB_MESSAGES,
  CLUB_PRODUCT,
  CLUB_TXN,
  interestReference,
  refundReference,
} from '../../../contract/club/calls.js';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  applyDue,
  cancelSubscription,
  clubCashbackCheck,
  clubCollections,
  clubMembers,
  interestDues,
  subscriptions,
} from '../../repositories/club.js';
import { findAccount } from '../../repositories/investment-accounts.js';
import { creditAccount } from '../../repositories/investment-transactions.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { serve } from '../declared.js';
import { ok, okSchema } from '../success-envelope.js';
import { serveRaise } from './request-flow.js';

const money = z.number();
const memberDto = z.object({
  id: z.number(),
  accountNo: z.string(),
  holderName: z.string(),
  status: z.string(),
  balance: money,
  holdings: money,
  networth: money,
});
const collectionDto = z.object({ day: z.string(), txnType: z.string(), count: z.number(), amount: money });
const cashbackDto = z.object({
  accountId: z.number(),
  accountNo: z.string(),
  holderName: z.string(),
  eligible: money,
  credited: money,
  difference: money,
});
const dueDto = z.object({
  id: z.number(),
  accountId: z.number(),
  accountNo: z.string(),
  holderName: z.string(),
  period: z.string(),
  amount: money,
  status: z.string(),
  appliedBy: z.string().nullable(),
  appliedAt: z.number().nullable(),
});
const subscriptionDto = z.object({
  id: z.number(),
  accountId: z.number(),
  accountNo: z.string(),
  holderName: z.string(),
  plan: z.string(),
  amount: money,
  status: z.string(),
  createdAt: z.number(),
  refundedAmount: money.nullable(),
  refundedBy: z.string().nullable(),
  refundedAt: z.number().nullable(),
});
const moveDto = z.object({ id: z.number(), accountId: z.number(), amount: money, status: z.string() });

/** A credit to a member's club account (its transaction and balance) and the one audit row of the change. */
async function creditClub(
  trx: Transaction<Database>,
  who: Principal,
  c: {
    accountId: number;
    txnType: string;
    amount: number;
    reference: string;
    remarks: string;
    at: number;
    action: string;
    entity: string;
    entityId: number;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
) {
  await creditAccount(trx, { ...c, product: CLUB_PRODUCT });
  await writeAudit(trx, {
    actor: who,
    action: c.action,
    entity: c.entity,
    entityId: c.entityId,
    before: c.before,
    after: { ...c.after, accountId: c.accountId, amount: c.amount, remarks: c.remarks },
    at: c.at,
  });
}

/**
 * The TP club (spec §2.3 /tp-club, /club/cancel-refund; issue 46 item 4): members with networth, collections,
 * the cashback checker, missing interest applied once, a subscription cancelled and refunded once, and the force
 * withdrawal raised under four eyes (kind CLUB_FORCE_WITHDRAW, decided in the approvals inbox or the investment
 * decision call; its effect is server/routes/investment/club-effect.ts).
 */
export async function clubRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const reads = [
    [CLUB_CALLS.members, memberDto, clubMembers],
    [CLUB_CALLS.collections, collectionDto, clubCollections],
    [CLUB_CALLS.cashback, cashbackDto, clubCashbackCheck],
    [CLUB_CALLS.interestDues, dueDto, interestDues],
    [CLUB_CALLS.subscriptions, subscriptionDto, subscriptions],
  ] as const;
  for (const [call, dto, read] of reads)
    serve(app, call, { response: { 200: okSchema(z.array(dto)) } }, async () => ok(await read(db)));

  serveRaise(
    app,
    db,
    CLUB_CALLS.raiseForceWithdraw,
    forceWithdrawBody,
    CLUB_MESSAGES.withdrawRaised,
    async (trx, b) => {
      const account = await findAccount(trx, b.accountId);
      if (!account) throw new RequestError(404, CLUB_MESSAGES.notFound);
      if (account.product !== CLUB_PRODUCT) throw new RequestError(409, CLUB_MESSAGES.notClub);
      if (account.status !== 'ACTIVE') throw new RequestError(409, CLUB_MESSAGES.notActive);
      const balance = Number(account.balance);
      if (!(balance > 0)) throw new RequestError(409, CLUB_MESSAGES.noBalance);
      return {
        kind: CLUB_FORCE_WITHDRAW_KIND,
        productType: CLUB_PRODUCT,
        targetId: account.id,
        targetVersion: account.version,
        proposed: { amount: balance, account_no: account.account_no },
        previous: { balance, account_no: account.account_no },
      };
    },
  );

  serveInTransaction(
    app,
    db,
    CLUB_CALLS.applyInterest,
    { body: applyInterestBody, data: moveDto },
    async (trx, b, who) => {
      const found = await trx
        .selectFrom('club_interest_dues')
        .select('id')
        .where('id', '=', b.dueId)
        .executeTakeFirst();
      if (!found) throw new RequestError(404, CLUB_MESSAGES.notFound);
      const at = Date.now();
      const due = await applyDue(trx, b.dueId, who.email, b.remarks, at);
      if (!due) throw new RequestError(409, CLUB_MESSAGES.interestAlready);
      const amount = Number(due.amount);
      await creditClub(trx, who, {
        accountId: due.account_id,
        txnType: CLUB_TXN.interest,
        amount,
        reference: interestReference(due.period),
        remarks: b.remarks,
        at,
        action: 'club_interest.apply',
        entity: 'club_interest_dues',
        entityId: due.id,
        before: { status: 'PENDING' },
        after: { status: 'APPLIED', period: due.period },
      });
      return ok({ id: due.id, accountId: due.account_id, amount, status: 'APPLIED' }, CLUB_MESSAGES.interestApplied);
    },
  );

  serveInTransaction(
    app,
    db,
    CLUB_CALLS.cancelRefund,
    { body: cancelRefundBody, data: moveDto },
    async (trx, b, who) => {
      const at = Date.now();
      const sub = await cancelSubscription(trx, b.subscriptionId, who.email, b.remarks, at);
      if (sub === null) {
        const exists = await trx
          .selectFrom('club_subscriptions')
          .select('id')
          .where('id', '=', b.subscriptionId)
          .executeTakeFirst();
        throw new RequestError(exists ? 409 : 404, exists ? CLUB_MESSAGES.alreadyCancelled : CLUB_MESSAGES.notFound);
      }
      const amount = Number(sub.amount);
      await creditClub(trx, who, {
        accountId: sub.account_id,
        txnType: CLUB_TXN.refund,
        amount,
        reference: refundReference(sub.id),
        remarks: b.remarks,
        at,
        action: 'club_subscription.cancel_refund',
        entity: 'club_subscriptions',
        entityId: sub.id,
        before: { status: sub.status },
        after: { status: 'CANCELLED', refunded: amount },
      });
      return ok({ id: sub.id, accountId: sub.account_id, amount, status: 'CANCELLED' }, CLUB_MESSAGES.refunded);
    },
  );
}
