import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KYC_CALLS } from '../../../contract/merchant-changes/calls.js';
import { KYC_CASE_STATUSES, KYC_QUEUES, kycAssignBody, kycReviewBody } from '../../../contract/merchant-changes/kyc.js';
import { KYC_REVIEW_PLACED } from '../../../contract/merchant-changes/settlement.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { placeChangeRequest } from '../../repositories/merchant-change-place.js';
import {
  addCaseEvent,
  assignCase,
  documentsOf,
  findCase,
  kycAudit,
  listCases,
  pendingReviews,
  toCaseDto,
} from '../../repositories/merchant-kyc.js';
import { reviewersOf } from '../../repositories/merchant-kyc-reviewers.js';
import { lockKycCase } from '../../repositories/row-locks.js';
import { serve } from '../declared.js';
import { conflictOnUnique } from '../once-only.js';
import { pageParam, sendPaging, sizeParam, snapshotParam } from '../paging.js';
import { pageOfSize } from '../success-envelope.js';
import { raised } from './change-requests.js';
import { ok, okSchema, pageSizeSchema } from './envelope.js';
import { changeDto, idParams, json } from './merchant-change-schemas.js';
import { kycAuditDto, kycCaseDto, kycDocumentDto, toAuditDto, toDocumentDto } from './merchant-kyc-schemas.js';
import { merchantKycReadRoutes } from './merchant-kyc-reads.js';

export const NOT_YOURS = 'This case is assigned to someone else.';
export const NOT_ASSIGNED = 'Only an assigned case can be decided.';
export const REVIEW_PENDING = 'A decision on this case is already waiting for approval.';
export const CASE_CHANGED = 'This case changed since you opened it.';
export const NOT_A_REVIEWER = 'Choose a reviewer who may review KYC cases.';
const WORDING = { refusal: { params: 'bare' } } as const;

const casesQuery = z.object({
  queue: z.enum(KYC_QUEUES).optional(),
  status: z.enum(KYC_CASE_STATUSES).optional(),
  mine: z.enum(['true', 'false']).optional(),
  merchantId: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
  page: pageParam(0),
  size: sizeParam(20),
  snapshot: snapshotParam,
});
const caseDetail = z.object({ case: kycCaseDto, documents: z.array(kycDocumentDto), audit: z.array(kycAuditDto) });
const assignBody = kycAssignBody.extend({ version: z.number().int().positive() });

/**
 * Merchant KYC queues on the CRM API (spec §2.3 /merchantkyc/…, §6, §7.3): cases by queue, assignment by an admin,
 * the documents (bytes served as their own type, nosniff, sandboxed), a reviewer's approve or reject with a reason
 * raised as a KYC_REVIEW request that a second person decides (KIND_RULES), and the KYC audit history. Method, path
 * and permission of each route come from its declaration (contract/merchant-changes/calls.ts).
 */
export async function merchantKycRoutes(app: FastifyInstance, { db, documents }: AppDeps): Promise<void> {
  serve(
    app,
    KYC_CALLS.kycCases,
    { querystring: casesQuery, response: { 200: okSchema(pageSizeSchema(kycCaseDto)) } },
    async (request, reply) => {
      const q = request.query;
      const assigneeId = q.mine === 'true' ? principalOf(request).staffId : undefined;
      const { rows, total, snapshot } = await listCases(db, { ...q, assigneeId });
      sendPaging(reply, { next: null, snapshot });
      const pending = await pendingReviews(
        db,
        rows.map((r) => r.id),
      );
      return ok(
        pageOfSize(
          rows.map((r) => toCaseDto(r, pending.get(r.id))),
          q,
          total,
        ),
      );
    },
  );

  serve(
    app,
    KYC_CALLS.kycCase,
    { params: idParams, response: { 200: okSchema(caseDetail) } },
    async (request) => {
      const row = await findCase(db, request.params.id);
      if (!row) throw new RequestError(404, 'No Record Found!');
      const pending = await pendingReviews(db, [row.id]);
      return ok({
        case: toCaseDto(row, pending.get(row.id)),
        documents: (await documentsOf(db, row.merchant_id)).map(toDocumentDto),
        audit: (await kycAudit(db, row.merchant_id)).map(toAuditDto),
      });
    },
    WORDING,
  );

  serve(
    app,
    KYC_CALLS.kycReviewers,
    { response: { 200: okSchema(z.array(z.object({ id: z.number().int(), email: z.string(), name: z.string() }))) } },
    async () => ok(await reviewersOf(db)),
  );

  serve(
    app,
    KYC_CALLS.assignKycCase,
    { params: idParams, body: assignBody, response: { 200: okSchema(json) } },
    async (request) => {
      const admin = principalOf(request);
      return db.transaction().execute(async (trx) => {
        await lockKycCase(trx, request.params.id); // the review raised on it waits, or makes this wait (PostgreSQL)
        const row = await findCase(trx, request.params.id);
        if (!row) throw new RequestError(404, 'No Record Found!');
        const reviewer = (await reviewersOf(trx)).find((r) => r.id === request.body.assigneeId);
        if (!reviewer) throw new RequestError(400, NOT_A_REVIEWER);
        if ((await pendingReviews(trx, [row.id])).size > 0) throw new RequestError(409, REVIEW_PENDING);
        const at = Date.now();
        const assignee = { id: reviewer.id, email: reviewer.email };
        if (!(await assignCase(trx, { id: row.id, version: request.body.version, assignee, at })))
          // A stale version is a 412, as everywhere (issue 38 L4); a case no longer assignable is a 409.
          throw new RequestError(row.version !== request.body.version ? 412 : 409, CASE_CHANGED);
        await addCaseEvent(trx, {
          caseId: row.id,
          merchantId: row.merchant_id,
          action: 'ASSIGNED',
          from: row.status,
          to: 'ASSIGNED',
          actor: admin.email,
          remarks: `Assigned to ${reviewer.email}`,
          at,
        });
        const before = { status: row.status, assigneeEmail: row.assignee_email };
        const after = { status: 'ASSIGNED', assigneeEmail: reviewer.email };
        await writeAudit(trx, {
          actor: admin,
          action: 'kyc_case.assign',
          entity: 'kyc_cases',
          entityId: row.id,
          before,
          after,
          at,
        });
        return ok({ caseId: row.id, ...after }, `Case assigned to ${reviewer.email}.`);
      });
    },
    WORDING,
  );

  serve(
    app,
    KYC_CALLS.reviewKycCase,
    { params: idParams, body: kycReviewBody, response: { 201: okSchema(changeDto) } },
    async (request, reply) => {
      const reviewer = principalOf(request);
      const body = request.body;
      return raised(db, reply, async (trx) => {
        await lockKycCase(trx, request.params.id); // an assignment of the case waits, or makes this wait (PostgreSQL)
        const row = await findCase(trx, request.params.id);
        if (!row) throw new RequestError(404, 'No Record Found!');
        if (row.status !== 'ASSIGNED') throw new RequestError(409, NOT_ASSIGNED);
        if (row.assignee_id !== reviewer.staffId) throw new RequestError(403, NOT_YOURS);
        if ((await pendingReviews(trx, [row.id])).size > 0) throw new RequestError(409, REVIEW_PENDING);
        const at = Date.now();
        const previous = { merchantId: row.merchant_id, caseId: row.id, kycStatus: row.kyc_status };
        const proposed = {
          ...previous,
          kycStatus: body.decision === 'APPROVE' ? 'VERIFIED' : 'REJECTED',
          decision: body.decision,
          reason: body.reason,
        };
        const dto = await placeChangeRequest(trx, {
          kind: 'KYC_REVIEW',
          productType: row.queue,
          targetId: row.id,
          targetVersion: row.version,
          proposed,
          previous,
          maker: reviewer,
          remarks: body.remarks ?? body.reason,
          at,
          merchantId: row.merchant_id,
          auditAction: 'kyc_review_request.create',
        }).catch(conflictOnUnique(REVIEW_PENDING));
        await addCaseEvent(trx, {
          caseId: row.id,
          merchantId: row.merchant_id,
          action: body.decision === 'APPROVE' ? 'APPROVE_RAISED' : 'REJECT_RAISED',
          from: 'ASSIGNED',
          to: 'IN_APPROVAL',
          actor: reviewer.email,
          remarks: body.reason,
          at,
        });
        return ok(dto, KYC_REVIEW_PLACED);
      });
    },
    WORDING,
  );

  await merchantKycReadRoutes(app, { db, documents });
}
