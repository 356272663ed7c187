import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BULK_DISPUTE_COLUMNS,
  BULK_MAX_ROWS,
  bulkRowErrors,
  type BulkDisputeRow,
} from '../../../contract/disputes/bulk.js';
import { DISPUTE_ACTIONS } from '../../../contract/disputes/calls.js';
import {
  disputeAmountError,
  DISPUTE_MESSAGES,
  DISPUTE_PRODUCTS,
  type DisputeProduct,
} from '../../../contract/disputes/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { constraintKindOf } from '../../plugins/constraint-refusal.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { categoriesOf } from '../../repositories/dispute-categories.js';
import { insertDispute, openDisputeOn } from '../../repositories/disputes.js';
import { findTransactionByPaymentId, type ChargebackTransaction } from '../../repositories/chargeback-transactions.js';
import { serve } from '../declared.js';
import { ok, okSchema } from './envelope.js';
import { requireProduct } from './product-access.js';

const CATEGORIES = Object.fromEntries(DISPUTE_PRODUCTS.map((p) => [p, categoriesOf(p)]));
const row = z.object(
  Object.fromEntries(BULK_DISPUTE_COLUMNS.map((c) => [c, z.string().trim().default('')])) as Record<
    (typeof BULK_DISPUTE_COLUMNS)[number],
    z.ZodDefault<z.ZodString>
  >,
);

export const bulkRaiseBody = z.object({ rows: z.array(row).min(1).max(BULK_MAX_ROWS) }).superRefine((b, ctx) => {
  b.rows.forEach((r, i) => {
    for (const [field, message] of Object.entries(bulkRowErrors(r, CATEGORIES)))
      ctx.addIssue({ code: 'custom', path: ['rows', i, field], message });
  });
});

/**
 * POST /chargeback/bulk/add/dispute/txn (Bulk Dispute): every row checked (the form's rules, the product the user
 * may see, the transaction found, the amount against its total, not twice in the file) before one transaction writes
 * all of them (INIT, proofs to follow by add/document) and one audit row; any refusal names the row and writes nothing.
 * A row on a transaction with an open dispute is a 409 naming the row (DISPUTE_MESSAGES.openDispute).
 */
export async function bulkRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    DISPUTE_ACTIONS.bulkRaise,
    {
      body: bulkRaiseBody,
      response: { 200: okSchema(z.object({ created: z.number(), ids: z.array(z.number()) })) },
    },
    async (request) => {
      const rows = request.body.rows as BulkDisputeRow[];
      const who = principalOf(request);
      for (const product of new Set(rows.map((r) => r.sourceProduct as DisputeProduct)))
        await requireProduct(db, request, product);
      const keys = new Set<string>();
      const found: { r: BulkDisputeRow; txn: ChargebackTransaction }[] = [];
      for (const [i, r] of rows.entries()) {
        const key = `${r.sourceProduct}|${r.merchantId}|${r.paymentTransactionId}`;
        if (keys.has(key))
          throw new RequestError(400, `rows.${i}.paymentTransactionId: This transaction is already in the file.`, {
            [`rows.${i}.paymentTransactionId`]: 'This transaction is already in the file.',
          });
        keys.add(key);
        const txn = await findTransactionByPaymentId(db, r.sourceProduct, r.merchantId, r.paymentTransactionId);
        if (!txn)
          throw new RequestError(400, `rows.${i}.paymentTransactionId: No Record Found!`, {
            [`rows.${i}.paymentTransactionId`]: 'No Record Found!',
          });
        const amount = disputeAmountError(r.disputeAmount, Number(txn.total_amount));
        if (amount)
          throw new RequestError(400, `rows.${i}.disputeAmount: ${amount}`, { [`rows.${i}.disputeAmount`]: amount });
        found.push({ r, txn });
      }
      return db.transaction().execute(async (trx) => {
        const at = Date.now();
        const ids: number[] = [];
        for (const [i, { r, txn }] of found.entries()) {
          // One open dispute per transaction (DISPUTE_MESSAGES.openDispute), checked and held by the unique index.
          const open = () => {
            const field = `rows.${i}.paymentTransactionId`;
            return new RequestError(409, `${field}: ${DISPUTE_MESSAGES.openDispute}`, {
              [field]: DISPUTE_MESSAGES.openDispute,
            });
          };
          if (await openDisputeOn(trx, txn.id)) throw open();
          const id = await insertDispute(
            trx,
            txn,
            { ...r, otherSpecify: null, bankName: null },
            { id: who.staffId, email: who.email },
            at,
          ).catch((error: unknown) => {
            if (constraintKindOf(error) === 'unique') throw open();
            throw error;
          });
          ids.push(id);
        }
        await writeAudit(trx, {
          actor: who,
          action: 'dispute.bulk-raise',
          entity: 'disputes',
          entityId: null,
          after: { created: ids.length, ids },
          at,
        });
        return ok({ created: ids.length, ids }, 'Success');
      });
    },
  );
}
