import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DELIVERY_CALLS as CALLS } from '../../../contract/delivery/calls.js';
import { DELIVERY_MESSAGES as M } from '../../../contract/delivery/rules.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { columnsOf, constraintKindOf } from '../../plugins/constraint-refusal.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  findPartner,
  insertPartner,
  listPartners,
  partnerDto as partnerDtoOf,
  partnerPincodes,
  pincodeServiceability,
  replacePincodes,
  serviceableCities,
  updatePartner,
} from '../../repositories/delivery.js';
import { serve } from '../declared.js';
import { idParam, okSchema } from '../success-envelope.js';
import { deliveryCardRoutes } from './delivery-cards.js';
import {
  cityDto,
  partnerBody,
  partnerDto,
  partnerEditBody,
  pincodeDto,
  pincodePageQuery,
  pincodeParams,
  pincodeUploadResult,
  serviceabilityDto,
} from './delivery-schemas.js';
import { ok } from './envelope.js';
import { page, pageOf } from './merchant-schemas.js';
import { uploadRefusal } from './schemas.js';
import { readUploadOf } from './upload-file.js';
import { runUpload } from './upload-flow.js';

const ENTITY = 'delivery_partners';
const KIND = 'delivery-pincodes';

export async function requirePartner(db: Kysely<Database>, id: number) {
  const row = await findPartner(db, id);
  if (!row) throw new RequestError(404, M.partnerNotFound);
  return row;
}

/**
 * Delivery on the merchant-support backend (issue 44 items 2 (part), 4): courier partners and their pincode files
 * (/delivery-provider), the spec §7.4 serviceability reads, and (delivery-cards.ts) card deliveries and merchant cards.
 * Every change takes an Idempotency-Key, is one conditional write and writes one audit row in its transaction.
 */
export async function deliveryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  serve(app, CALLS.partners, { response: { 200: okSchema(z.array(partnerDto)) } }, async () =>
    ok(await listPartners(db)),
  );

  serve(app, CALLS.addPartner, { body: partnerBody, response: { 200: okSchema(partnerDto) } }, async (request) => {
    const body = request.body;
    return db
      .transaction()
      .execute(async (trx) => {
        const at = Date.now();
        const id = await insertPartner(trx, body, at);
        const after = await partnerDtoOf(trx, id);
        await writeAudit(trx, {
          actor: principalOf(request),
          action: 'delivery_partner.add',
          entity: ENTITY,
          entityId: after.code,
          after,
          at,
        });
        return ok(after, `Delivery partner ${after.code} added.`);
      })
      .catch((error: unknown) => {
        if (constraintKindOf(error) === 'unique' && columnsOf(error).includes('code'))
          throw new RequestError(409, M.codeTaken(body.code));
        throw error;
      });
  });

  serve(
    app,
    CALLS.editPartner,
    { params: idParam(M.partnerNotFound), body: partnerEditBody, response: { 200: okSchema(partnerDto) } },
    async (request) => {
      const { id } = request.params;
      const { version, ...set } = request.body;
      return db.transaction().execute(async (trx) => {
        await requirePartner(trx, id);
        const before = await partnerDtoOf(trx, id);
        const at = Date.now();
        if (!(await updatePartner(trx, id, version, set, at)))
          throw new RequestError(409, 'This delivery partner was changed since you opened it. Reload and try again.');
        const after = await partnerDtoOf(trx, id);
        const action = before.active && !after.active ? 'delivery_partner.deactivate' : 'delivery_partner.edit';
        await writeAudit(trx, {
          actor: principalOf(request),
          action,
          entity: ENTITY,
          entityId: after.code,
          before,
          after,
          at,
        });
        return ok(after, `Delivery partner ${after.code} saved.`);
      });
    },
  );

  serve(
    app,
    CALLS.partnerPincodes,
    { params: idParam(M.partnerNotFound), querystring: pincodePageQuery, response: pageOf(pincodeDto) },
    async (request) => {
      await requirePartner(db, request.params.id);
      const q = request.query;
      const { rows, total } = await partnerPincodes(db, request.params.id, q);
      return ok(page(rows, q.page, q.size, total));
    },
  );

  // The partner's pincode file: read and checked (upload-file.ts, then every row in the worker), all or nothing; a clean
  // file replaces the partner's pincodes in one transaction with its job and its audit row (runUpload).
  serve(
    app,
    CALLS.uploadPincodes,
    {
      params: idParam(M.partnerNotFound),
      response: { 200: okSchema(pincodeUploadResult), 400: uploadRefusal, 413: uploadRefusal },
    },
    async (request, reply) => {
      const partner = await requirePartner(db, request.params.id);
      return runUpload(db, request, reply, {
        kind: KIND,
        apply: async (trx, rows, _file, at, finishJob, actor) => {
          const replaced = await replacePincodes(trx, partner.id, rows, at);
          const jobId = await finishJob();
          const after = await partnerDtoOf(trx, partner.id);
          await writeAudit(trx, {
            actor,
            action: 'delivery_partner.pincodes',
            entity: ENTITY,
            entityId: partner.code,
            before: { pincodes: replaced },
            after: { pincodes: rows.length, jobId },
            at,
          });
          return {
            jobId,
            answer: ok(
              { jobId: String(jobId), rows: rows.length, replaced, partner: after },
              `${rows.length} pincodes saved for ${partner.code}.`,
            ),
          };
        },
      });
    },
    { preHandler: readUploadOf(db, KIND) },
  );

  serve(
    app,
    CALLS.pincode,
    { params: pincodeParams, response: { 200: okSchema(serviceabilityDto) } },
    async (request) => ok(await pincodeServiceability(db, request.params.pincode)),
  );

  serve(app, CALLS.cities, { response: { 200: okSchema(z.array(cityDto)) } }, async () =>
    ok(await serviceableCities(db)),
  );

  await deliveryCardRoutes(app, deps);
}
