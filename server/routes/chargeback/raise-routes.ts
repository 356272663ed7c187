import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DISPUTE_ACTIONS } from '../../../contract/disputes/calls.js';
import {
  DISPUTE_MESSAGES,
  disputeAmountError,
  PROOF_MAX_BYTES,
  PROOF_TYPES,
  type DisputeProduct,
  type ProofType,
} from '../../../contract/disputes/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { categoriesOf } from '../../repositories/dispute-categories.js';
import { findDispute, insertDispute, openDisputeOn, toDisputeDto } from '../../repositories/disputes.js';
import { findTransaction } from '../../repositories/chargeback-transactions.js';
import { insertProof, insertProofs, listProofs, type ProofProps } from '../../repositories/dispute-proofs.js';
import { serve } from '../declared.js';
import { conflictOnUnique } from '../once-only.js';
import { disputeDto, raiseDisputeBody } from './dispute-schemas.js';
import { ok, okSchema } from './envelope.js';
import { checkProofSize, decodeProof, proofMediaType } from './proof-checks.js';
import { requireProduct } from './product-access.js';

/** Room for three 1 MiB proofs in base64 and the form. */
const RAISE_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * The raise (DISPUTE_ACTIONS.raise, POST /chargeback/add/dispute/txn): the raise-dispute form (§3.2, §5.3) with its proofs, in one transaction. Every
 * rule is checked first (the form's, the amount against the transaction, each proof's size and content); only then
 * is anything written: the dispute (INIT), its proofs and one audit row. Idempotent (Idempotency-Key). A transaction
 * with an open dispute is refused (409, DISPUTE_MESSAGES.openDispute), by the database too when two raises race.
 */
export async function raiseRoutes(app: FastifyInstance, { db, documents }: AppDeps): Promise<void> {
  serve(
    app,
    DISPUTE_ACTIONS.raise,
    { body: raiseDisputeBody, response: { 200: okSchema(disputeDto) } },
    async (request) => {
      const b = request.body;
      const who = principalOf(request);
      await requireProduct(db, request, b.sourceProduct);
      const txn = await findTransaction(db, b.transactionId);
      if (!txn || txn.source_product !== b.sourceProduct) throw new RequestError(404, 'No Record Found!');
      if (!categoriesOf(b.sourceProduct).includes(b.disputeCategory))
        throw new RequestError(400, 'disputeCategory: This field is required.', {
          disputeCategory: 'This field is required.',
        });
      const amountError = disputeAmountError(b.disputeAmount, Number(txn.total_amount));
      if (amountError) throw new RequestError(400, `disputeAmount: ${amountError}`, { disputeAmount: amountError });
      const decoded = b.proofs.map((p, i) => ({ ...p, bytes: decodeProof(p.content, `proofs.${i}`) }));
      decoded.forEach((p, i) => checkProofSize(p.bytes.length, `proofs.${i}`));
      const mediaTypes: string[] = [];
      for (const [i, p] of decoded.entries()) mediaTypes.push(await proofMediaType(p.bytes, `proofs.${i}`));
      // Every check passed: the bytes go to the document store before the transaction (not while it holds locks).
      const proofs: ProofProps[] = [];
      for (const [i, p] of decoded.entries())
        proofs.push({
          proofType: p.proofType,
          fileName: p.fileName,
          mediaType: mediaTypes[i]!,
          key: await documents.put(p.bytes),
          size: p.bytes.length,
        });

      return db.transaction().execute(async (trx) => {
        const at = Date.now();
        if (await openDisputeOn(trx, txn.id)) throw new RequestError(409, DISPUTE_MESSAGES.openDispute);
        const row = {
          id: await insertDispute(trx, txn, b, { id: who.staffId, email: who.email }, at).catch(
            conflictOnUnique(DISPUTE_MESSAGES.openDispute),
          ),
        };
        await insertProofs(trx, row.id, proofs, at);
        const saved = (await findDispute(trx, row.id))!;
        const dto = toDisputeDto(saved);
        await writeAudit(trx, {
          actor: who,
          action: 'dispute.raise',
          entity: 'disputes',
          entityId: row.id,
          after: {
            status: 'INIT',
            transactionId: txn.id,
            disputeAmount: dto.disputeAmount,
            proofs: proofs.map((p) => ({ type: p.proofType, mediaType: p.mediaType, size: p.size })),
          },
          at,
        });
        const proofRows = await listProofs(trx, row.id);
        return ok(toDisputeDto(saved, proofRows), 'Dispute raised successfully!');
      });
    },
    { bodyLimit: RAISE_BODY_LIMIT },
  );

  // POST /chargeback/add/document: one more proof for an open case, multipart (fields first, then one file).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 5, fieldSize: 200 } });
    serve(
      scope,
      DISPUTE_ACTIONS.addDocument,
      {
        response: {
          200: okSchema(
            z.object({ disputeId: z.number(), proofId: z.number(), mediaType: z.string(), size: z.number() }),
          ),
        },
      },
      async (request) => {
        const file = await request.file();
        if (!file) throw new RequestError(400, 'file: This field is required.', { file: 'This field is required.' });
        const field = (name: string): string => {
          const f = file.fields[name];
          return f && !Array.isArray(f) && f.type === 'field' ? String(f.value) : '';
        };
        const bytes = await file.toBuffer(); // over the limit: 413 from the multipart plugin, nothing written
        checkProofSize(bytes.length, 'file');
        // Digits only (issue 38 L10): Number() took " 1", "0x1" and "1e0" for dispute 1.
        const idText = field('disputeId');
        const disputeId = /^[1-9][0-9]{0,9}$/.test(idText) ? Number(idText) : NaN;
        const proofType = field('proofType') as ProofType;
        if (!(PROOF_TYPES as readonly string[]).includes(proofType))
          throw new RequestError(400, 'proofType: This field is required.', { proofType: 'This field is required.' });
        const dispute =
          Number.isInteger(disputeId) && disputeId > 0 && disputeId <= 2_147_483_647
            ? await findDispute(db, disputeId)
            : undefined;
        if (!dispute) throw new RequestError(404, 'No Record Found!');
        await requireProduct(db, request, dispute.source_product as DisputeProduct);
        if (dispute.status === 'Resolved') throw new RequestError(409, 'This dispute has already been resolved.');
        const mediaType = await proofMediaType(bytes, 'file');
        const who = principalOf(request);
        const key = await documents.put(bytes);
        return db.transaction().execute(async (trx) => {
          const at = Date.now();
          const inserted = {
            id: await insertProof(
              trx,
              dispute.id,
              { proofType, fileName: file.filename.slice(0, 200) || 'proof', mediaType, key, size: bytes.length },
              at,
            ),
          };
          await writeAudit(trx, {
            actor: who,
            action: 'dispute.add-document',
            entity: 'disputes',
            entityId: dispute.id,
            after: { proofId: inserted.id, proofType, mediaType, size: bytes.length },
            at,
          });
          return ok({ disputeId: dispute.id, proofId: inserted.id, mediaType, size: bytes.length });
        });
      },
    );
  });
}
