import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MOBILE_CHANGE_ENDPOINTS as CALLS,
  MOBILE_CHANGE_MESSAGES as M,
  MOBILE_CHANGE_REQUESTS,
  MOBILE_PROOF_MAX_BYTES,
} from '../../../contract/mobile-change/calls.js';
import { mobileChangeBody, mobileRevealBody } from '../../../contract/mobile-change/rules.js';
import { maskMobile } from '../../../contract/pii.js';
import type { AppDeps } from '../../app-deps.js';
import { documentBytes } from '../../documents/store.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { findChangeRequest, pendingOn } from '../../repositories/merchant-bank.js';
import { placeChangeRequest } from '../../repositories/merchant-change-place.js';
import { findMobileProof, insertMobileProof, merchantMobileOf } from '../../repositories/mobile-change.js';
import { lockMerchants } from '../../repositories/row-locks.js';
import { checkProofSize, decodeProof, proofMediaType } from '../chargeback/proof-checks.js';
import { serve } from '../declared.js';
import { conflictOnUnique } from '../once-only.js';
import { sendDocument } from '../send-document.js';
import { changeRequestsQuery, raised, serveChangeRequests } from './change-requests.js';
import { ok, okSchema } from './envelope.js';
import { changeDto, idParams, merchantParams } from './merchant-change-schemas.js';

const KIND = 'MOBILE_CHANGE';
const NOT_FOUND = 'No Record Found!';
const WORDING = { refusal: { params: 'bare' } } as const;
/** Room for a 5 MB proof in base64 and the form. */
const RAISE_BODY_LIMIT = 8 * 1024 * 1024;
const PROOF_LIMIT = { max: MOBILE_PROOF_MAX_BYTES, message: M.proofTooLarge };

const merchantDto = z.object({
  merchantId: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  pendingRequestId: z.number().int().nullable(),
});

/** The last 10 digits of a number (a stored +91 or leading 0 aside). */
const tenDigits = (mobile: string | null) => (mobile ?? '').replace(/\D+/g, '').slice(-10);

/**
 * A merchant's registered mobile change under four eyes (issue 43 item 3): the maker raises it with the new number,
 * a listed reason, remarks and a proof (PDF, JPEG or PNG by its content, at most 5 MB); a second person decides it at
 * /maker/checker/mobile_change/{id}/decision (KIND_RULES: one conditional update of the mobile the maker saw). Old
 * and new numbers go out masked; the reveal (CAN_REVEAL_MERCHANT_PII, a reason) writes one audit row.
 */
export async function mobileChangeRoutes(app: FastifyInstance, { db, documents }: AppDeps): Promise<void> {
  // Newest first, by status and merchant, each as its viewer may act on it.
  serveChangeRequests(app, db, CALLS.requests, {
    kind: KIND,
    decide: MOBILE_CHANGE_REQUESTS.access.decide,
    query: changeRequestsQuery,
    options: WORDING,
  });

  serve(
    app,
    CALLS.merchant,
    { params: merchantParams, response: { 200: okSchema(merchantDto) } },
    async (request) => {
      const merchant = await merchantMobileOf(db, request.params.merchantId);
      if (!merchant) throw new RequestError(404, NOT_FOUND);
      const pending = await pendingOn(db, KIND, merchant.merchant_id, merchant.id);
      return ok({
        merchantId: merchant.merchant_id,
        name: merchant.name,
        mobile: maskMobile(merchant.mobile),
        pendingRequestId: pending?.id ?? null,
      });
    },
    WORDING,
  );

  serve(app, CALLS.proof, { params: idParams }, async (request, reply) => {
    const proof = await findMobileProof(db, request.params.id);
    if (!proof) throw new RequestError(404, NOT_FOUND);
    return sendDocument(reply, {
      fileName: proof.file_name,
      mediaType: proof.media_type,
      bytes: await documentBytes(documents, proof.content_key, proof.content),
    });
  });

  serve(
    app,
    CALLS.raise,
    { params: merchantParams, body: mobileChangeBody, response: { 201: okSchema(changeDto) } },
    async (request, reply) => {
      const body = request.body;
      const maker = principalOf(request);
      const merchantId = request.params.merchantId;
      // The proof first: its size and its content (magic bytes, never its name), before anything is written.
      const bytes = decodeProof(body.proof.content, 'proof');
      checkProofSize(bytes.length, 'proof', PROOF_LIMIT);
      const mediaType = await proofMediaType(bytes, 'proof');
      if (!(await merchantMobileOf(db, merchantId))) throw new RequestError(404, NOT_FOUND);
      const key = await documents.put(bytes);
      return raised(db, reply, async (trx) => {
        // One pending change per merchant: its row is held while checking and inserting (the unique index of
        // migration 0041 holds it too).
        await lockMerchants(trx, [merchantId]);
        const current = await merchantMobileOf(trx, merchantId);
        if (!current) throw new RequestError(404, NOT_FOUND);
        if (tenDigits(current.mobile) === body.newMobile) throw new RequestError(400, M.sameMobile);
        const pending = await pendingOn(trx, KIND, merchantId, current.id);
        if (pending) throw new RequestError(409, M.pending(pending.id));
        const at = Date.now();
        const proof = { fileName: body.proof.fileName, mediaType, size: bytes.length };
        const dto = await placeChangeRequest(trx, {
          kind: KIND,
          productType: null,
          targetId: current.id,
          targetVersion: null,
          proposed: { merchantId, merchantName: current.name, mobile: body.newMobile, reason: body.reason, ...proof },
          previous: { merchantId, mobile: current.mobile },
          maker,
          remarks: body.remarks,
          at,
          merchantId,
          auditAction: 'mobile_change_request.create',
        }).catch(conflictOnUnique(M.pending()));
        await insertMobileProof(trx, dto.id, { ...proof, key }, at);
        return ok(dto, M.placed);
      });
    },
    { ...WORDING, bodyLimit: RAISE_BODY_LIMIT },
  );

  serve(
    app,
    CALLS.reveal,
    { params: idParams, body: mobileRevealBody, response: { 200: okSchema(z.object({ value: z.string() })) } },
    async (request) => {
      const { side, reason } = request.body;
      const row = await findChangeRequest(db, request.params.id, KIND);
      const json = row ? (side === 'proposed' ? row.proposed_json : row.previous_json) : null;
      const value = json ? (JSON.parse(json) as { mobile?: unknown }).mobile : undefined;
      if (!row || typeof value !== 'string') throw new RequestError(404, NOT_FOUND);
      await writeAudit(db, {
        actor: principalOf(request),
        action: 'merchant.mobile_reveal',
        entity: 'merchants',
        entityId: row.merchant_id,
        after: { field: 'mobile', requestId: row.id, side, reason },
      });
      return ok({ value });
    },
  );
}
