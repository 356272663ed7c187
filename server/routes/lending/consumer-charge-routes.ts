import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSUMER_CARD_CHARGE, CONSUMER_MANUAL_REFUND } from '../../../contract/bindings.js';
import { cardChargeBody, manualRefundBody } from '../../../contract/consumer/account-forms.js';
import { CONSUMER_MESSAGES } from '../../../contract/consumer/forms.js';
import type { AppDeps } from '../../app-deps.js';
import { permissionFor } from '../../plugins/access.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { findConsumer, toSummaryDto } from '../../repositories/consumer-accounts.js';
import { addEvent } from '../../repositories/consumer-events.js';
import { addCardCharge, addManualRefund, hasTxn } from '../../repositories/consumer-forms.js';
import { summaryDto } from '../postpe/consumer-schemas.js';
import { ok, okSchema } from './envelope.js';

const result = okSchema(z.object({ txnId: z.string(), summary: summaryDto }));

/**
 * Card charges (lending debit) and the manual refund (amount and comments) of spec §5.8: each moves the account's
 * dues in one conditional update, adds its transaction and writes one audit row, in one database transaction.
 */
export async function consumerChargeRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/debit',
    {
      config: { permission: permissionFor(CONSUMER_CARD_CHARGE.access, ['create']) },
      schema: { body: cardChargeBody, response: { 200: result } },
    },
    async (request) => {
      const b = request.body;
      const who = principalOf(request);
      return db.transaction().execute(async (trx) => {
        const c = await findConsumer(trx, b.consumerId);
        if (!c) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
        if (b.parentTxnId && !(await hasTxn(trx, b.consumerId, b.parentTxnId)))
          throw new RequestError(400, 'Parent txn id: no such transaction on this account.');
        const atMs = Date.now();
        const at = Math.floor(atMs / 1000);
        const txnId = await addCardCharge(trx, c, b, who.email, at);
        if (!txnId) throw new RequestError(409, 'A card charge cannot be added to a CLOSED account.');
        const after = (await findConsumer(trx, b.consumerId))!;
        await writeAudit(trx, {
          actor: who,
          action: 'consumer.card_charge',
          entity: 'consumer_account_txns',
          entityId: txnId,
          before: { totalDueAmount: Number(c.total_due_amount) },
          after: { totalDueAmount: Number(after.total_due_amount), ...b },
          at: atMs,
        });
        await addEvent(trx, b.consumerId, 'CRM_AUDIT', at, {
          requestIdentifier: 'CARD_CHARGE',
          request: { requestDto: { amount: b.amount, txnType: b.chargeType, consumerId: b.consumerId, txnId } },
          requestAuditDto: { requestContext: { client: 'CRM', userId: who.staffId, userEmail: who.email } },
        });
        return ok({ txnId, summary: toSummaryDto(after) }, CONSUMER_MESSAGES.success);
      });
    },
  );

  api.post(
    '/manual-refund',
    {
      config: { permission: permissionFor(CONSUMER_MANUAL_REFUND.access, ['create']) },
      schema: { body: manualRefundBody, response: { 200: result } },
    },
    async (request) => {
      const b = request.body;
      const who = principalOf(request);
      return db.transaction().execute(async (trx) => {
        const c = await findConsumer(trx, b.consumerId);
        if (!c) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
        const atMs = Date.now();
        const at = Math.floor(atMs / 1000);
        const txnId = await addManualRefund(trx, c, b, who.email, at);
        if (!txnId) throw new RequestError(409, 'A refund cannot exceed what is due, nor be made on a CLOSED account.');
        const after = (await findConsumer(trx, b.consumerId))!;
        await writeAudit(trx, {
          actor: who,
          action: 'consumer.manual_refund',
          entity: 'consumer_account_txns',
          entityId: txnId,
          before: { totalDueAmount: Number(c.total_due_amount) },
          after: { totalDueAmount: Number(after.total_due_amount), ...b },
          at: atMs,
        });
        await addEvent(trx, b.consumerId, 'CRM_AUDIT', at, {
          requestIdentifier: 'MANUAL_REFUND',
          request: { requestDto: { amount: b.amount, comments: b.comments, consumerId: b.consumerId, txnId } },
          requestAuditDto: { requestContext: { client: 'CRM', userId: who.staffId, userEmail: who.email } },
        });
        return ok({ txnId, summary: toSummaryDto(after) }, CONSUMER_MESSAGES.success);
      });
    },
  );
}
