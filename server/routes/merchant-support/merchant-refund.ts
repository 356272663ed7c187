import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MERCHANT_REFUND_ENDPOINTS } from '../../../contract/merchant-refunds/calls.js';
import {
  MERCHANT_REFUND_KIND,
  MERCHANT_REFUND_REQUESTS,
  REFUND_MESSAGES,
  REFUND_REASONS,
  REFUND_REMARK_MAX,
  refundRefusal,
  refundTypeOf,
  refundableOf,
  type RefundPrevious,
  type RefundProposed,
} from '../../../contract/merchant-refunds/rules.js';
import { toPaise } from '../../../contract/money.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { placeChangeRequest } from '../../repositories/merchant-change-place.js';
import { findMerchantTransaction, pendingRefunds, refundableTransaction } from '../../repositories/merchant-refunds.js';
import { lockMerchantTransaction } from '../../repositories/row-locks.js';
import { changeRequestsQuery, mineQuery, serveChangeRequests } from '../crm/change-requests.js';
import { merchantParams } from '../crm/merchant-change-schemas.js';
import { serve } from '../declared.js';
import { okSchema } from '../success-envelope.js';
import { ok } from './envelope.js';
import { SETTLEMENT_WORDING, serveSettlementRaise } from './settlement-raise.js';

const NOT_FOUND = 'No Record Found!';
const ref = z.string().trim().min(1, REFUND_MESSAGES.transaction).max(30, 'Cannot be more than 30 characters.');

/** A refund raised on one transaction of the merchant in the path. */
export const refundRequestBody = z
  .object({
    txnId: ref,
    amount: z
      .number({ error: REFUND_MESSAGES.amount })
      .positive(REFUND_MESSAGES.amount)
      .max(10_00_00_000, REFUND_MESSAGES.amount)
      .refine((v) => toPaise(v) / 100 === v, REFUND_MESSAGES.amount),
    reason: z.enum(REFUND_REASONS, { error: REFUND_MESSAGES.reason }),
    remarks: z
      .string({ error: REFUND_MESSAGES.remarkRequired })
      .trim()
      .min(1, REFUND_MESSAGES.remarkRequired)
      .max(REFUND_REMARK_MAX, `Cannot be more than ${REFUND_REMARK_MAX} characters.`),
  })
  .strict();

const refundableDto = z.object({
  merchantId: z.string(),
  merchantName: z.string().nullable(),
  txnId: z.string(),
  rrn: z.string().nullable(),
  status: z.string(),
  mode: z.string(),
  createdAt: z.number(),
  amount: z.number(),
  refunded: z.number(),
  pending: z.number(),
  refundable: z.number(),
  pendingRequests: z.number().int(),
});

/**
 * /refund-request and /refund-verify (issue 43 item 1): a merchant transaction with what is still refundable, the
 * refund requests, and a refund raised for a second person's verification (decided at
 * /api/crm/maker/checker/merchant_refund/{id}/decision; approval: merchant-refund-effect.ts). A pending request
 * reserves its amount: refundable = amount − approved refunds − pending requests, checked with the transaction's row
 * held (PostgreSQL) so two raises never both pass.
 */
export async function merchantRefundRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    MERCHANT_REFUND_ENDPOINTS.refundable,
    { params: merchantParams, querystring: z.object({ ref }), response: { 200: okSchema(refundableDto) } },
    async (request) => {
      const txn = await findMerchantTransaction(db, request.params.merchantId, request.query.ref);
      if (!txn) throw new RequestError(404, NOT_FOUND);
      return ok(await refundableTransaction(db, txn));
    },
    SETTLEMENT_WORDING,
  );

  serveChangeRequests(app, db, MERCHANT_REFUND_ENDPOINTS.requests, {
    kind: MERCHANT_REFUND_KIND,
    decide: MERCHANT_REFUND_REQUESTS.access.decide,
    query: mineQuery(changeRequestsQuery),
    options: SETTLEMENT_WORDING,
  });

  serveSettlementRaise(
    app,
    db,
    MERCHANT_REFUND_ENDPOINTS.raise,
    refundRequestBody,
    async (trx, merchantId, body, maker) => {
      const found = await findMerchantTransaction(trx, merchantId, body.txnId);
      if (!found) throw new RequestError(404, NOT_FOUND);
      // Held until this raise commits (PostgreSQL; SQLite's writes are serial): a concurrent raise on the same
      // transaction waits, then reads it again below and counts this one's reservation.
      await lockMerchantTransaction(trx, found.id);
      const txn = (await findMerchantTransaction(trx, merchantId, body.txnId)) ?? found;
      const figures = {
        amount: Number(txn.amount),
        refunded: Number(txn.refunded_amount),
        pending: (await pendingRefunds(trx, txn.id)).pending,
      };
      const refusal = refundRefusal(txn.status, figures, body.amount);
      if (refusal) throw new RequestError(refusal === 'notSuccessful' ? 409 : 400, REFUND_MESSAGES[refusal]);
      const refundable = refundableOf(figures);
      const previous: RefundPrevious = {
        merchantId,
        txnId: txn.txn_id,
        rrn: txn.rrn,
        txnAmount: figures.amount,
        refundedAmount: figures.refunded,
        refundableAmount: refundable,
      };
      const refundType = refundTypeOf(body.amount, refundable);
      const proposed: RefundProposed = {
        merchantId,
        txnId: txn.txn_id,
        rrn: txn.rrn,
        amount: body.amount,
        refundType,
        reason: body.reason,
        refundedAmount: (toPaise(figures.refunded) + toPaise(body.amount)) / 100,
        refundableAmount: (toPaise(refundable) - toPaise(body.amount)) / 100,
      };
      const dto = await placeChangeRequest(trx, {
        kind: MERCHANT_REFUND_KIND,
        productType: refundType,
        targetId: txn.id,
        targetVersion: null,
        proposed: { ...proposed },
        previous: { ...previous },
        maker,
        remarks: body.remarks,
        at: Date.now(),
        merchantId,
        auditAction: 'merchant_refund_request.create',
      });
      return ok(dto, REFUND_MESSAGES.placed);
    },
  );
}
