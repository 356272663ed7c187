import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DISPUTE_LISTS, DISPUTE_READS } from '../../../contract/disputes/calls.js';
import {
  DISPUTE_PRODUCTS,
  PROOF_MAX_BYTES,
  PROOF_MEDIA_TYPES,
  PROOF_TYPES,
  type DisputeProduct,
} from '../../../contract/disputes/rules.js';
import { REJECT_REASONS } from '../../../contract/disputes/reasons.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { documentBytes } from '../../documents/store.js';
import { serve } from '../declared.js';
import { sendPaging } from '../paging.js';
import { DISPUTE_CATEGORIES } from '../../repositories/dispute-categories.js';
import { merchantDisputeCounts, searchDisputes, toDisputeDto } from '../../repositories/disputes.js';
import { openBeforeNow } from '../../repositories/dispute-list.js';
import { findTransaction, searchTransactions, toTransactionDto } from '../../repositories/chargeback-transactions.js';
import { findProof } from '../../repositories/dispute-proofs.js';
import { bulkRoutes } from './bulk-routes.js';
import { caseRoutes } from './case-routes.js';
import {
  disputeDto,
  disputeSearchQuery,
  documentQuery,
  feasibilityQuery,
  metadataQuery,
  productQuery,
  searchSchema,
  transactionDetailQuery,
  transactionDto,
  transactionSearchQuery,
} from './dispute-schemas.js';
import { ok, okSchema, search } from './envelope.js';
import { requireDispute, requireProduct, visibleProducts } from './product-access.js';
import { raiseRoutes } from './raise-routes.js';
import { summaryRoutes } from './summary-routes.js';
import { sendDocument } from '../send-document.js';

/**
 * The chargeback service (spec §7.6), mounted at /api/chargeback: every call carries sourceProduct, SWIPE by default.
 * Method, path and permission of each route come from its declaration (contract/disputes/calls.ts).
 */
export async function chargebackRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  serve(
    app,
    DISPUTE_READS.categories,
    { querystring: productQuery, response: { 200: okSchema(z.record(z.string(), z.string())) } },
    async (request) => {
      const products = await visibleProducts(db, request);
      return ok(Object.fromEntries(products.map((p) => [p, DISPUTE_CATEGORIES[p]])));
    },
  );

  serve(
    app,
    DISPUTE_LISTS['chargeback-transactions'],
    { querystring: transactionSearchQuery, response: { 200: searchSchema(transactionDto) } },
    async (request, reply) => {
      const q = request.query;
      await requireProduct(db, request, q.sourceProduct);
      const { rows, total, snapshot } = await searchTransactions(db, { ...q, product: q.sourceProduct });
      sendPaging(reply, { next: null, snapshot });
      return search(rows.map(toTransactionDto), q.page, q.limit, total);
    },
    { refusal: 'bare' },
  );

  serve(
    app,
    DISPUTE_READS.transaction,
    { querystring: transactionDetailQuery, response: { 200: okSchema(transactionDto) } },
    async (request) => {
      await requireProduct(db, request, request.query.sourceProduct);
      const txn = await findTransaction(db, request.query.id);
      if (!txn || txn.source_product !== request.query.sourceProduct) throw new RequestError(404, 'No Record Found!');
      return ok(toTransactionDto(txn));
    },
  );

  serve(
    app,
    DISPUTE_LISTS['dispute-cases'],
    { querystring: disputeSearchQuery, response: { 200: searchSchema(disputeDto) } },
    async (request, reply) => {
      const q = request.query;
      let products: DisputeProduct[];
      if (q.sourceProduct) {
        await requireProduct(db, request, q.sourceProduct);
        products = [q.sourceProduct];
      } else products = await visibleProducts(db, request);
      const openBefore = q.overdue ? openBeforeNow() : undefined;
      const { rows, total, counts, proofs, next, snapshot } = await searchDisputes(db, deps.counts, {
        ...q,
        products,
        openBefore,
      });
      sendPaging(reply, { next, snapshot });
      return {
        ...search(
          rows.map((r) => toDisputeDto(r, proofs)),
          q.page,
          q.limit,
          total,
        ),
        counts,
      };
    },
    { refusal: 'bare' },
  );

  serve(app, DISPUTE_READS.proof, { querystring: documentQuery }, async (request, reply) => {
    const proof = await findProof(db, request.query.id);
    if (!proof) throw new RequestError(404, 'No Record Found!');
    await requireProduct(db, request, proof.source_product as DisputeProduct);
    return sendDocument(reply, {
      fileName: proof.file_name,
      mediaType: proof.media_type,
      bytes: await documentBytes(deps.documents, proof.content_key, proof.content),
    });
  });

  serve(
    app,
    DISPUTE_READS.merchantMetadata,
    {
      querystring: metadataQuery,
      response: {
        200: okSchema(
          z.object({
            merchantId: z.string(),
            merchantStoreId: z.string().nullable(),
            paymentTransactionId: z.string().nullable(),
            openDisputes: z.number(),
            transactions: z.number(),
          }),
        ),
      },
    },
    async (request) => {
      const q = request.query;
      await requireProduct(db, request, q.sourceProduct);
      const counts = await merchantDisputeCounts(db, {
        merchantId: q.merchantId,
        product: q.sourceProduct,
        merchantStoreId: q.merchantStoreId,
        paymentTransactionId: q.paymentTransactionId,
      });
      return ok({
        merchantId: q.merchantId,
        merchantStoreId: q.merchantStoreId ?? null,
        paymentTransactionId: q.paymentTransactionId ?? null,
        ...counts,
      });
    },
  );

  serve(
    app,
    DISPUTE_READS.requiredDetails,
    {
      querystring: productQuery,
      response: {
        200: okSchema(
          z.object({
            products: z.array(z.string()),
            proofTypes: z.array(z.string()),
            mediaTypes: z.array(z.string()),
            maxProofBytes: z.number(),
            rejectReasons: z.array(z.string()),
          }),
        ),
      },
    },
    async (request) => {
      await requireProduct(db, request, request.query.sourceProduct);
      return ok({
        products: [...DISPUTE_PRODUCTS],
        proofTypes: [...PROOF_TYPES],
        mediaTypes: [...PROOF_MEDIA_TYPES],
        maxProofBytes: PROOF_MAX_BYTES,
        rejectReasons: [...REJECT_REASONS],
      });
    },
  );

  serve(
    app,
    DISPUTE_READS.recoveryFeasibility,
    {
      querystring: feasibilityQuery,
      response: { 200: okSchema(z.object({ disputeId: z.number(), feasible: z.boolean(), reason: z.string() })) },
    },
    async (request) => {
      const d = await requireDispute(db, request, request.query.disputeId);
      const feasible = d.status === 'Processing';
      return ok({
        disputeId: d.id,
        feasible,
        reason: feasible
          ? 'The merchant can be debited for this chargeback.'
          : `A ${d.status} case cannot be marked lost.`,
      });
    },
  );

  await raiseRoutes(app, deps);
  await caseRoutes(app, deps);
  await summaryRoutes(app, deps);
  await bulkRoutes(app, deps);
}
