import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DISPUTE_ACTIONS } from '../../../contract/disputes/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { proofPdf } from '../../db/seed/dispute-proof-files.js';
import { serve } from '../declared.js';
import { findTransaction } from '../../repositories/chargeback-transactions.js';
import { caseActionBody } from './dispute-schemas.js';
import { ok, okSchema } from './envelope.js';
import { requireDispute } from './product-access.js';

const inr = (n: number) =>
  `INR ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;

/**
 * POST /chargeback/txn/summary/doc/generator (§7.6): a one-page PDF summary of a dispute and its transaction, answered
 * in the chargeback envelope as base64 (so a replayed Idempotency-Key answers the same document). Writes nothing.
 */
export async function summaryRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    DISPUTE_ACTIONS.summary,
    {
      body: caseActionBody,
      response: { 200: okSchema(z.object({ fileName: z.string(), contentType: z.string(), content: z.string() })) },
    },
    async (request) => {
      const d = await requireDispute(db, request, request.body.disputeId);
      const txn = await findTransaction(db, d.transaction_id);
      const pdf = await proofPdf(`Dispute ${d.id} summary`, [
        `Product: ${d.source_product}`,
        `Merchant ID: ${d.merchant_id}`,
        `Payment transaction ID: ${d.payment_transaction_id}`,
        `Transaction UTR: ${d.bank_reference_no}`,
        `Transaction total: ${txn ? inr(Number(txn.total_amount)) : 'N/A'}`,
        `Disputed amount: ${inr(Number(d.dispute_amount))}`,
        `Category: ${d.dispute_category}`,
        `Status: ${d.status}${d.outcome ? ` (${d.outcome})` : ''}`,
        `Raised by: ${d.raised_by_email}`,
      ]);
      return ok({
        fileName: `dispute-${d.id}-summary.pdf`,
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
      });
    },
  );
}
