import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CONSUMER_ACTIONS } from '../../../contract/consumer/calls.js';
import { cardChargeBody, manualRefundBody } from '../../../contract/consumer/account-forms.js';
import { CONSUMER_MESSAGES } from '../../../contract/consumer/forms.js';
import type { Endpoint } from '../../../contract/endpoint.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { findConsumer, toSummaryDto, type Consumer } from '../../repositories/consumer-accounts.js';
import { addCrmAudit } from '../../repositories/consumer-events.js';
import { addCardCharge, addManualRefund, hasTxn } from '../../repositories/consumer-forms.js';
import { summaryDto } from '../postpe/consumer-schemas.js';
import { ok } from './envelope.js';
import { serveConsumerAction } from '../postpe/consumer-action.js';

const result = z.object({ txnId: z.string(), summary: summaryDto });

/**
 * After a card charge or manual refund moved the account's dues: ONE audit row (dues before and after, the request),
 * the CRM Actions Audit entry, and the account as it now stands.
 */
async function duesMoved(
  trx: Kysely<Database>,
  m: {
    who: Principal;
    before: Consumer;
    txnId: string;
    body: object;
    action: 'card_charge' | 'manual_refund';
    atMs: number;
  },
  requestDto: object,
) {
  const after = (await findConsumer(trx, m.before.id))!;
  await writeAudit(trx, {
    actor: m.who,
    action: `consumer.${m.action}`,
    entity: 'consumer_account_txns',
    entityId: m.txnId,
    before: { totalDueAmount: Number(m.before.total_due_amount) },
    after: { totalDueAmount: Number(after.total_due_amount), ...m.body },
    at: m.atMs,
  });
  await addCrmAudit(trx, m.before.id, Math.floor(m.atMs / 1000), m.who, m.action.toUpperCase(), {
    request: { requestDto },
  });
  return toSummaryDto(after);
}

/**
 * Card charges (lending debit) and the manual refund (amount and comments) of spec §5.8: each moves the account's
 * dues in one conditional update, adds its transaction and writes one audit row, in one database transaction.
 */
export async function consumerChargeRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  /**
   * One dues-moving action on the body's consumer (postpe/consumer-action.ts): `check` of the body, `add` writing its transaction in
   * one conditional update (null: refused with `refused`, 409), then duesMoved with the request as `requestDto` gives it.
   */
  const duesAction = <B extends z.ZodType<{ consumerId: number; amount: number }>>(
    endpoint: Endpoint,
    body: B,
    m: {
      action: 'card_charge' | 'manual_refund';
      check?: (trx: Kysely<Database>, b: z.output<B>) => Promise<void>;
      add: (trx: Kysely<Database>, c: Consumer, b: z.output<B>, by: string, at: number) => Promise<string | null>;
      refused: string;
      requestDto: (b: z.output<B>, txnId: string) => object;
    },
  ) =>
    serveConsumerAction(app, db, endpoint, { body, data: result }, async (trx, b, who, c) => {
      await m.check?.(trx, b);
      const atMs = Date.now();
      const txnId = await m.add(trx, c, b, who.email, Math.floor(atMs / 1000));
      if (!txnId) throw new RequestError(409, m.refused);
      const summary = await duesMoved(
        trx,
        { who, before: c, txnId, body: b, action: m.action, atMs },
        m.requestDto(b, txnId),
      );
      return ok({ txnId, summary }, CONSUMER_MESSAGES.success);
    });

  duesAction(CONSUMER_ACTIONS.cardCharge, cardChargeBody, {
    action: 'card_charge',
    check: async (trx, b) => {
      if (b.parentTxnId && !(await hasTxn(trx, b.consumerId, b.parentTxnId)))
        throw new RequestError(400, 'Parent txn id: no such transaction on this account.');
    },
    add: addCardCharge,
    refused: 'A card charge cannot be added to a CLOSED account.',
    requestDto: (b, txnId) => ({ amount: b.amount, txnType: b.chargeType, consumerId: b.consumerId, txnId }),
  });

  duesAction(CONSUMER_ACTIONS.manualRefund, manualRefundBody, {
    action: 'manual_refund',
    add: addManualRefund,
    refused: 'A refund cannot exceed what is due, nor be made on a CLOSED account.',
    requestDto: (b, txnId) => ({ amount: b.amount, comments: b.comments, consumerId: b.consumerId, txnId }),
  });
}
