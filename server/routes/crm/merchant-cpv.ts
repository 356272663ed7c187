import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cpvAuditDto, cpvDocumentDto } from '../../../contract/merchant/cpv.js';
import { MERCHANT_CHANGE_READS } from '../../../contract/merchant-changes/bindings.js';
import type { AppDeps } from '../../app-deps.js';
import { documentBytes } from '../../documents/store.js';
import { permissionFor } from '../../plugins/access.js';
import { cpvAuditOf, cpvDocumentsOf } from '../../repositories/merchant-cpv.js';
import { ok, okSchema } from './envelope.js';
import { merchantParams } from './merchant-change-schemas.js';

const WORDING = { params: 'bare' } as const;

/** A merchant's contact point verification (spec §7.3): its documents and its audit, plain reads like doc/list. */
export async function merchantCpvRoutes(
  app: FastifyInstance,
  { db, documents }: Pick<AppDeps, 'db' | 'documents'>,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: permissionFor(MERCHANT_CHANGE_READS.access, ['list']), refusal: WORDING };

  // §7.3 GET /merchants/{id}/get-all-cpv-docs: each document with its bytes (base64), typed from its content.
  api.get(
    '/merchants/:merchantId/get-all-cpv-docs',
    { config, schema: { params: merchantParams, response: { 200: okSchema(z.array(cpvDocumentDto)) } } },
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
  );

  // §7.3 GET /merchants/{id}/get-cpv-audit: the CPV's steps, newest first.
  api.get(
    '/merchants/:merchantId/get-cpv-audit',
    { config, schema: { params: merchantParams, response: { 200: okSchema(z.array(cpvAuditDto)) } } },
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
  );
}
