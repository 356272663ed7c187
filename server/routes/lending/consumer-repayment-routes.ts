import type { FastifyInstance } from 'fastify';
import { CONSUMER_ACTIONS } from '../../../contract/consumer/calls.js';
import { CONSUMER_MESSAGES, offlineRepaymentBody } from '../../../contract/consumer/forms.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { findConsumer, recordRepayment, toSummaryDto } from '../../repositories/consumer-accounts.js';
import { addCrmAudit } from '../../repositories/consumer-events.js';
import { insertRepayment } from '../../repositories/consumer-lists.js';
import { summaryDto } from '../postpe/consumer-schemas.js';
import { ok } from './envelope.js';
import { serveConsumerAction } from '../postpe/consumer-action.js';

/** Offline repayment (lending part-payment; spec §5.8): one conditional update, its repayment row, one audit row. */
export async function consumerRepaymentRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveConsumerAction(
    app,
    db,
    CONSUMER_ACTIONS.offlineRepayment,
    { body: offlineRepaymentBody, data: summaryDto },
    async (trx, b, who, before) => {
      if (!(await recordRepayment(trx, b.consumerId, b.amount)))
        throw new RequestError(
          409,
          'An offline repayment cannot exceed what is due, nor be taken on a closed account.',
        );
      const atMs = Date.now();
      const at = Math.floor(atMs / 1000);
      const txnId = `OFFLINE-${b.consumerId}-${atMs}`;
      await insertRepayment(trx, {
        consumerId: b.consumerId,
        txnId,
        orderId: txnId,
        reference: b.bankReferenceNumber,
        at,
        amount: b.amount,
      });
      const after = (await findConsumer(trx, b.consumerId))!;
      await writeAudit(trx, {
        actor: who,
        action: 'consumer.offline_repayment',
        entity: 'consumers',
        entityId: b.consumerId,
        before: { totalDueAmount: Number(before.total_due_amount) },
        after: { totalDueAmount: Number(after.total_due_amount), ...b },
        at: atMs,
      });
      await addCrmAudit(trx, b.consumerId, at, who, 'OFFLINE_REPAYMENT', {
        request: {
          requestDto: {
            amount: b.amount,
            bankReferenceNumber: b.bankReferenceNumber,
            txnType: b.transferType,
            consumerId: b.consumerId,
            reason: b.offlineReason,
          },
        },
      });
      return ok(toSummaryDto(after), CONSUMER_MESSAGES.success);
    },
  );
}
