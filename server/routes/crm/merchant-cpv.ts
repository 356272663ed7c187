import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cpvAuditDto, cpvDocumentDto } from '../../../contract/merchant/cpv.js';
import { KYC_CALLS } from '../../../contract/merchant-changes/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { documentBytes } from '../../documents/store.js';
import { cpvAuditOf, cpvDocumentsOf } from '../../repositories/merchant-cpv.js';
import { serve } from '../declared.js';
import { ok, okSchema } from './envelope.js';
import { merchantParams } from './merchant-change-schemas.js';

const WORDING = { refusal: { params: 'bare' } } as const;

/** A merchant's contact point verification (spec §7.3): its documents and its audit, plain reads like doc/list. */
export async function merchantCpvRoutes(
  app: FastifyInstance,
  { db, documents }: Pick<AppDeps, 'db' | 'documents'>,
): Promise<void> {
  // §7.3 GET /merchants/{id}/get-all-cpv-docs: each document with its bytes (base64), typed from its content.
  serve(
    app,
    KYC_CALLS.cpvDocuments,
    { params: merchantParams, response: { 200: okSchema(z.array(cpvDocumentDto)) } },
    async (request) =>
      ok(
        await Promise.all(
          (await cpvDocumentsOf(db, request.params.merchantId)).map(async (d) => ({
            id: d.id,
            merchantId: d.merchant_id,
            docType: d.doc_type,
            fileName: d.file_name,
            mediaType: d.media_type,
            size: Number(d.size),
            latitude: d.latitude,
            longitude: d.longitude,
            capturedBy: d.captured_by,
            createdAt: Number(d.created_at),
            content: (await documentBytes(documents, d.content_key, d.content)).toString('base64'),
          })),
        ),
      ),
    WORDING,
  );

  // §7.3 GET /merchants/{id}/get-cpv-audit: the CPV's steps, newest first.
  serve(
    app,
    KYC_CALLS.cpvAudit,
    { params: merchantParams, response: { 200: okSchema(z.array(cpvAuditDto)) } },
    async (request) =>
      ok(
        (await cpvAuditOf(db, request.params.merchantId)).map((e) => ({
          id: e.id,
          merchantId: e.merchant_id,
          action: e.action,
          fromStatus: e.from_status,
          toStatus: e.to_status,
          actor: e.actor,
          remarks: e.remarks,
          createdAt: Number(e.created_at),
        })),
      ),
    WORDING,
  );
}
