import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSUMER_LENDING_ACTIONS } from '../../../contract/consumer/calls.js';
import { CONSUMER_MESSAGES } from '../../../contract/consumer/forms.js';
import {
  canReinitiateQrRefund,
  LENDING_CALL_MESSAGES,
  recomputedLimit,
  refreshLimitBody,
  reinitiateQrRefundBody,
  reinitiateRefusal,
} from '../../../contract/consumer/lending-calls.js';
import { roundRupees } from '../../../contract/money.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { holdConsumerAt, ledgerTotals, reinitiateQrRefund } from '../../repositories/consumer-lending.js';
import { findTxn, toTxnDto } from '../../repositories/consumer-txns.js';
import { txnDto } from '../postpe/consumer-schemas.js';
import { serveConsumerAction } from '../postpe/consumer-action.js';
import { ok } from './envelope.js';
import { CHANGED_MEANWHILE, recorded, sec } from './consumer-change-record.js';
import { consumerExcessCreditRoutes } from './consumer-excess-credit.js';
import { consumerLendingReadRoutes } from './consumer-lending-reads.js';

const limitDto = z.object({
  sanctioned: z.number(),
  outstanding: z.number(),
  holds: z.number(),
  before: z.number(),
  after: z.number(),
});

/**
 * Lending calls part B (spec §7.5, issue 46 item 6): credit transactions, payouts and bank details
 * (consumer-lending-reads.ts), excess credit and its refund as a payout request (consumer-excess-credit.ts),
 * refresh-account-limit and re-initiate-qr-refund (here). Every change in one transaction, decided by one conditional
 * update, audited (and in the consumer's CRM Actions Audit: consumer-change-record.ts).
 */
export async function consumerLendingCallRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  consumerLendingReadRoutes(app, deps);
  consumerExcessCreditRoutes(app, db);

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
