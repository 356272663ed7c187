import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KYC_CALLS } from '../../../contract/merchant-changes/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { documentBytes } from '../../documents/store.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { documentsOf, findDocument, kycAudit } from '../../repositories/merchant-kyc.js';
import { serve } from '../declared.js';
import { ok, okSchema } from './envelope.js';
import { idParams, merchantParams } from './merchant-change-schemas.js';
import { kycAuditDto, kycDocumentDto, toAuditDto, toDocumentDto } from './merchant-kyc-schemas.js';
import { sendDocument } from '../send-document.js';

const WORDING = { refusal: { params: 'bare' } } as const;

/** A merchant's KYC documents and audit (plain reads, also for the merchant profile's tabs) and a document's bytes. */
export async function merchantKycReadRoutes(
  app: FastifyInstance,
  { db, documents }: Pick<AppDeps, 'db' | 'documents'>,
): Promise<void> {
  // §7.3 GET /merchants/{id}/doc/list, /merchants/{id}/kyc/audit/history: plain reads; /kyc/document/{id}: audited.
  serve(
    app,
    KYC_CALLS.kycDocuments,
    {
      params: merchantParams,
      querystring: z.object({
        merchantStoreId: z
          .string()
          .trim()
          .regex(/^\d{1,20}$/, 'Store ID must contain only numbers.')
          .optional(),
      }),
      response: { 200: okSchema(z.array(kycDocumentDto)) },
    },
    async (request) =>
      ok((await documentsOf(db, request.params.merchantId, request.query.merchantStoreId)).map(toDocumentDto)),
    WORDING,
  );

  serve(
    app,
    KYC_CALLS.kycAudit,
    { params: merchantParams, response: { 200: okSchema(z.array(kycAuditDto)) } },
    async (request) => ok((await kycAudit(db, request.params.merchantId)).map(toAuditDto)),
    WORDING,
  );

  serve(
    app,
    KYC_CALLS.kycDocument,
    { params: idParams },
    async (request, reply) => {
      const doc = await findDocument(db, request.params.id);
      if (!doc) throw new RequestError(404, 'No Record Found!');
      // A KYC document shows a person's identity papers: each view is audited (who, which document, when; issue 38 L5).
      await writeAudit(db, {
        actor: principalOf(request),
        action: 'merchant.kyc_document_view',
        entity: 'kyc_documents',
        entityId: doc.id,
        after: { merchantId: doc.merchant_id, docType: doc.doc_type, fileName: doc.file_name },
      });
      return sendDocument(reply, {
        fileName: doc.file_name,
        mediaType: doc.media_type,
        bytes: await documentBytes(documents, doc.content_key, doc.content),
      });
    },
    WORDING,
  );
}
