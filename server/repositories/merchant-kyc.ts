import type { ExpressionBuilder, Kysely } from 'kysely';
import { maskPayload } from '../../contract/merchant/masked-fields.js';
import { maskAddress, type KycDeclaredPii } from '../../contract/pii.js';
import type { Database } from '../db/database.js';
import { pendingOnTargets, type ApplyApproved } from './maker-checker.js';
import { snapshotPage, type PageQuery } from './newest-first.js';

type Json = Record<string, unknown>;

/** The snapshot key missing: kyc_cases' largest id now. */
export interface CaseListQuery extends PageQuery {
  queue?: string;
  status?: string;
  assigneeId?: number;
  merchantId?: string;
}

/**
 * A page of KYC cases (oldest waiting first) with the merchant's name, under a snapshot key (db/paging.ts snapshotOf):
 * cases opened since the key are left out of the page and its total.
 */
export async function listCases(db: Kysely<Database>, q: CaseListQuery) {
  let base = db.selectFrom('kyc_cases as c').innerJoin('merchants as m', 'm.merchant_id', 'c.merchant_id');
  if (q.queue) base = base.where('c.queue', '=', q.queue);
  if (q.status) {
    // IN_APPROVAL is not stored: an ASSIGNED case with a pending KYC decision (decided through the maker-checker core).
    const pending = (eb: ExpressionBuilder<Database & { c: Database['kyc_cases'] }, 'c'>) =>
      eb.exists(
        eb
          .selectFrom('approval_requests as r')
          .select('r.id')
          .where('r.kind', '=', 'KYC_REVIEW')
          .where('r.status', '=', 'PENDING')
          .whereRef('r.target_id', '=', 'c.id'),
      );
    const stored = q.status === 'IN_APPROVAL' ? 'ASSIGNED' : q.status;
    base = base.where('c.status', '=', stored);
    if (q.status === 'IN_APPROVAL') base = base.where((eb) => pending(eb));
    if (q.status === 'ASSIGNED') base = base.where((eb) => eb.not(pending(eb)));
  }
  if (q.assigneeId !== undefined) base = base.where('c.assignee_id', '=', q.assigneeId);
  if (q.merchantId) base = base.where('c.merchant_id', '=', q.merchantId);
  return snapshotPage(
    { db, table: 'kyc_cases', given: q.snapshot, column: 'c.id' },
    base,
    (b) => b.selectAll('c').select(['m.name as merchant_name', 'm.kyc_status']),
    [
      ['c.created_at', 'asc'],
      ['c.id', 'asc'],
    ],
    { offset: q.page * q.size, limit: q.size },
  );
}

export type CaseRow = Awaited<ReturnType<typeof listCases>>['rows'][number];

export async function findCase(db: Kysely<Database>, id: number): Promise<CaseRow | undefined> {
  return db
    .selectFrom('kyc_cases as c')
    .innerJoin('merchants as m', 'm.merchant_id', 'c.merchant_id')
    .selectAll('c')
    .select(['m.name as merchant_name', 'm.kyc_status'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** The pending KYC decision of each case on a page, by case id (such a case shows as IN_APPROVAL). */
export async function pendingReviews(db: Kysely<Database>, caseIds: readonly number[]) {
  const rows = await pendingOnTargets(db, 'KYC_REVIEW', caseIds);
  return new Map<number, { id: number; proposed: Json }>(
    rows.map((r) => [Number(r.target_id), { id: r.id, proposed: JSON.parse(r.proposed_json) as Json }]),
  );
}

export function toCaseDto(row: CaseRow, pending: { id: number; proposed: Json } | undefined) {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    merchantName: row.merchant_name,
    merchantKycStatus: row.kyc_status,
    queue: row.queue,
    status: pending ? 'IN_APPROVAL' : row.status,
    // The declared PAN, GSTIN and address go out masked; the whole ones only through the audited reveal
    // (merchant-bank-reveal.ts).
    declared: maskDeclared(JSON.parse(row.declared_json) as Json),
    assigneeId: row.assignee_id,
    assigneeEmail: row.assignee_email,
    assignedAt: row.assigned_at === null ? null : Number(row.assigned_at),
    pendingRequestId: pending?.id ?? null,
    pendingDecision: pending ? (pending.proposed.decision as string) : null,
    createdAt: Number(row.created_at),
    version: row.version,
  };
}

/** Assigns a waiting or assigned case: ONE conditional update on its status and version. True when it changed. */
export async function assignCase(
  db: Kysely<Database>,
  a: { id: number; version: number; assignee: { id: number; email: string }; at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('kyc_cases')
    .set((eb) => ({
      status: 'ASSIGNED',
      assignee_id: a.assignee.id,
      assignee_email: a.assignee.email,
      assigned_at: a.at,
      updated_at: a.at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', a.id)
    .where('version', '=', a.version)
    .where('status', 'in', ['PENDING', 'ASSIGNED'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addCaseEvent(
  db: Kysely<Database>,
  e: {
    caseId: number;
    merchantId: string;
    action: string;
    from: string | null;
    to: string;
    actor: string;
    remarks: string | null;
    at: number;
  },
) {
  await db
    .insertInto('kyc_case_events')
    .values({
      case_id: e.caseId,
      merchant_id: e.merchantId,
      action: e.action,
      from_status: e.from,
      to_status: e.to,
      actor_email: e.actor,
      remarks: e.remarks,
      created_at: e.at,
    })
    .execute();
}

/** A merchant's KYC audit history (spec §7.3 /merchants/{id}/kyc/audit/history), newest first. */
export function kycAudit(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('kyc_case_events')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

/** A merchant's KYC documents (without their bytes); with `merchantStoreId`, only that store's (§7.3 doc/list merchantStoreId). */
export function documentsOf(db: Kysely<Database>, merchantId: string, merchantStoreId?: string) {
  let q = db
    .selectFrom('kyc_documents')
    .select(['id', 'merchant_id', 'doc_type', 'doc_identifier', 'file_name', 'media_type', 'size', 'created_at'])
    .select('merchant_store_id')
    .where('merchant_id', '=', merchantId);
  if (merchantStoreId) q = q.where('merchant_store_id', '=', merchantStoreId);
  return q.orderBy('id').execute();
}

/** Pure: a KYC case's declared details as staff see them: PAN and GSTIN masked (maskPayload), the address too. */
export function maskDeclared(declared: Json): Json {
  const masked = maskPayload(declared);
  return typeof masked.address === 'string' ? { ...masked, address: maskAddress(masked.address) } : masked;
}

/** One personal detail a KYC case's merchant declared (whole: for the audited reveal only). */
export async function declaredValue(db: Kysely<Database>, caseId: number, merchantId: string, field: KycDeclaredPii) {
  const row = await db
    .selectFrom('kyc_cases')
    .select('declared_json')
    .where('id', '=', caseId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  const value = row ? (JSON.parse(row.declared_json) as Json)[field] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function findDocument(db: Kysely<Database>, id: number) {
  return db.selectFrom('kyc_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * An approved KYC decision applied: the case ends (ONE conditional update, `… WHERE id AND status = 'ASSIGNED'`),
 * the merchant's KYC status follows, and the case history gains the step. Null when the case is no longer open.
 */
export const applyKycDecision: ApplyApproved = async (db, request, approvedBy, at) => {
  if (request.target_id === null) return null;
  const p = JSON.parse(request.proposed_json) as Json;
  const to = p.decision === 'APPROVE' ? 'VERIFIED' : 'REJECTED';
  const before = await findCase(db, request.target_id);
  const done = await db
    .updateTable('kyc_cases')
    .set((eb) => ({ status: to, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', request.target_id)
    .where('status', '=', 'ASSIGNED')
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1 || !before) return null;
  await db
    .updateTable('merchants')
    .set((eb) => ({ kyc_status: to, kyc_remarks: String(p.reason), updated_at: at, version: eb('version', '+', 1) }))
    .where('merchant_id', '=', before.merchant_id)
    .execute();
  await addCaseEvent(db, {
    caseId: before.id,
    merchantId: before.merchant_id,
    action: to === 'VERIFIED' ? 'APPROVED' : 'REJECTED',
    from: 'ASSIGNED',
    to,
    actor: approvedBy,
    remarks: String(p.reason),
    at,
  });
  return {
    before: { caseId: before.id, status: before.status, merchantKycStatus: before.kyc_status },
    after: { caseId: before.id, status: to, merchantKycStatus: to, reason: p.reason },
  };
};
