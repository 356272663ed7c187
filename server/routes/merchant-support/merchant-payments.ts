import type { FastifyInstance, FastifyReply } from 'fastify';
import { MERCHANT_LISTS, MERCHANT_READS } from '../../../contract/merchant/calls.js';
import { serve } from '../declared.js';
import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { MERCHANT_MESSAGES } from '../../../contract/merchant/messages.js';
import { merchantIdSchema } from '../../../contract/merchant/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import {
  findTransaction,
  listRefunds,
  listTransactions,
  toRefundDto,
  toTransactionDto,
  type TransactionFilter,
} from '../../repositories/merchant-payments.js';
import { keysetQuery, sendPaging } from '../paging.js';
import { ok } from './envelope.js';
import { merchantIdParams, pageQuery, serveMerchantPage, requireMerchant } from './merchant-common.js';
import { one, page, pageOf, refundDto, transactionDto } from './merchant-schemas.js';

const STATUSES = ['SUCCESS', 'FAILED', 'PENDING', 'REJECTED'] as const;
/** Epoch seconds (spec §9), inclusive. */
const range = {
  from: fromText(z.number().int().nonnegative().optional()),
  to: fromText(z.number().int().nonnegative().optional()),
};
const merchantTxnQuery = pageQuery.extend({ status: z.enum(STATUSES).optional(), ...range, ...keysetQuery });
const searchQuery = pageQuery.extend({
  merchantId: merchantIdSchema.optional(),
  txnId: z.string().trim().max(30).optional(),
  rrn: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'RRN must contain only numbers.')
    .optional(),
  status: z.enum(STATUSES).optional(),
  ...range,
  ...keysetQuery,
});
const ms = (s: number | undefined) => (s === undefined ? undefined : s * 1000);

/**
 * Transactions and refunds (spec §7.4): a merchant's transactions and refunds, the payments-tesseract search across
 * merchants (by merchant, transaction id, RRN, status, time), its rejected ones, one transaction, a refund lookup.
 */
export async function merchantPaymentRoutes(app: FastifyInstance, { db, counts }: AppDeps): Promise<void> {
  serve(
    app,
    MERCHANT_LISTS['m360-transactions'],
    { params: merchantIdParams, querystring: merchantTxnQuery, response: pageOf(transactionDto) },
    async (request, reply) => {
      const q = request.query;
      await requireMerchant(db, request.params.merchantId);
      const f: TransactionFilter = {
        merchantId: request.params.merchantId,
        status: q.status,
        from: ms(q.from),
        to: ms(q.to),
      };
      const { rows, total, ...paging } = await listTransactions(db, counts, f, q.page, q.size, q);
      sendPaging(reply, paging);
      return ok(page(rows.map(toTransactionDto), q.page, q.size, total));
    },
  );

  serveMerchantPage(
    app,
    db,
    MERCHANT_LISTS['m360-refunds'],
    { querystring: pageQuery, dto: refundDto },
    (merchantId, q) => listRefunds(db, { merchantId }, q.page, q.size, { snapshot: q.snapshot }),
    toRefundDto,
  );

  const search =
    (rejectedOnly: boolean) => async (request: { query: z.output<typeof searchQuery> }, reply: FastifyReply) => {
      const q = request.query;
      const f: TransactionFilter = {
        merchantId: q.merchantId,
        txnId: q.txnId || undefined,
        rrn: q.rrn || undefined,
        status: q.status,
        from: ms(q.from),
        to: ms(q.to),
        rejectedOnly,
      };
      const { rows, total, ...paging } = await listTransactions(db, counts, f, q.page, q.size, q);
      sendPaging(reply, paging);
      return ok(page(rows.map(toTransactionDto), q.page, q.size, total));
    };
  serve(
    app,
    MERCHANT_LISTS['m360-txn-search'],
    { querystring: searchQuery, response: pageOf(transactionDto) },
    search(false),
  );
  serve(
    app,
    MERCHANT_LISTS['m360-rejected'],
    { querystring: searchQuery, response: pageOf(transactionDto) },
    search(true),
  );
  serve(
    app,
    MERCHANT_READS.transaction,
    {
      params: z.object({ txnId: z.string().trim().min(1).max(30) }),
      response: one(transactionDto.extend({ refunds: z.array(refundDto) })),
    },
    async (request) => {
      const txn = await findTransaction(db, request.params.txnId);
      if (!txn) throw new RequestError(404, MERCHANT_MESSAGES.notFound);
      const refunds = await listRefunds(db, { txnId: txn.txn_id }, 0, 50);
      return ok({ ...toTransactionDto(txn), refunds: refunds.rows.map(toRefundDto) });
    },
  );

  // The refund lookup (/refund): a refund by its id, or the refunds of a transaction id.
  serve(
    app,
    MERCHANT_READS.refund,
    { params: z.object({ refundId: z.string().trim().min(1).max(30) }), response: one(z.array(refundDto)) },
    async (request) => {
      const id = request.params.refundId;
      const byRefund = await listRefunds(db, { refundId: id }, 0, 50);
      const rows = byRefund.rows.length ? byRefund.rows : (await listRefunds(db, { txnId: id }, 0, 50)).rows;
      return ok(rows.map(toRefundDto));
    },
  );
}
