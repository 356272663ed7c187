import type { Kysely } from 'kysely';
import type { DecisionTrail } from '../../contract/approvals/request-trail.js';
import { maskPayload } from '../../contract/merchant/masked-fields.js';
import type { ApprovalRequest, Database } from '../db/database.js';
import { orderedPage, sortKey } from '../db/keyset.js';
import { readPage, snapshotOf } from '../db/paging.js';
import { LIMIT_FIELDS, type ListQuery, type RequestKind } from '../routes/crm/maker-checker-schema.js';
import { countOf } from './newest-first.js';
import { limitValuesOf } from './transaction-limits.js';

type Json = Record<string, unknown>;
const parse = (text: string | null): Json | null => (text ? (JSON.parse(text) as Json) : null);

/** Pure: `old_max_count` … for a limit request (spec §3.4 "change requests also carry old_* of each limit"). */
export function oldValues(previous: Json | null): Json {
  if (!previous) return {};
  return Object.fromEntries(LIMIT_FIELDS.filter((f) => f in previous).map((f) => [`old_${f}`, previous[f]]));
}

export interface LiveTarget {
  version: number;
  values: Json;
}

/** Who is looking: their id and which kinds they may decide (drives `canDecide`). */
export interface Viewer {
  staffId: number;
  decides: readonly RequestKind[];
}

/** Pure: who raised and decided a maker-checker request, with their remarks, and when (every request's wire shape). */
export function decisionTrail(
  row: Pick<
    ApprovalRequest,
    'maker_email' | 'maker_remarks' | 'checker_email' | 'checker_remarks' | 'created_at' | 'decided_at'
  >,
): DecisionTrail {
  return {
    makerEmail: row.maker_email,
    makerRemarks: row.maker_remarks,
    checkerEmail: row.checker_email,
    checkerRemarks: row.checker_remarks,
    createdAt: Number(row.created_at),
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
  };
}

/**
 * The wire shape of a request: proposed beside previous (what the maker saw) and current (the target now), and
 * whether the target changed after the request was made (its version moved on).
 */
export function toRequestDto(row: ApprovalRequest, live: LiveTarget | null, viewer: Viewer) {
  // Personal fields (account numbers, PAN) masked; the whole value only through an audited reveal.
  const proposed = maskPayload(parse(row.proposed_json) ?? {});
  const previous = maskPayload(parse(row.previous_json));
  const pending = row.status === 'PENDING';
  return {
    id: row.id,
    kind: row.kind as RequestKind,
    productType: row.product_type,
    status: row.status,
    targetId: row.target_id,
    targetVersion: row.target_version,
    proposed,
    previous,
    ...oldValues(previous),
    current: maskPayload(live?.values ?? null),
    changedSinceRequest: pending && live !== null && row.target_version !== null && live.version !== row.target_version,
    ...decisionTrail(row),
    canDecide: pending && row.maker_id !== viewer.staffId && viewer.decides.includes(row.kind as RequestKind),
    raisedByViewer: row.maker_id === viewer.staffId,
    version: row.version,
  };
}
export type RequestDto = ReturnType<typeof toRequestDto>;

/** The live limit rows behind a page of requests, by id. */
export async function liveLimits(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, LiveTarget>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('transaction_limits')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        version: r.version,
        values: { ...limitValuesOf(r), transaction_type: r.transaction_type, txn_indicator: r.txn_indicator },
      },
    ]),
  );
}

export async function toDtos(
  db: Kysely<Database>,
  rows: readonly ApprovalRequest[],
  viewer: Viewer,
): Promise<RequestDto[]> {
  const limitIds = rows.filter((r) => r.kind === 'LIMIT' && r.target_id !== null).map((r) => r.target_id as number);
  const limits = await liveLimits(db, limitIds);
  return rows.map((r) =>
    toRequestDto(r, r.kind === 'LIMIT' && r.target_id !== null ? (limits.get(r.target_id) ?? null) : null, viewer),
  );
}

/** Requests are newest first (db/keyset.ts). */
const REQUEST_KEY = sortKey('approval-requests', 'createdAt', 'created_at', 'integer');

/**
 * A filtered page of requests of the kinds the viewer may see, newest first: after `q.after` when given (keyset),
 * else by page number; the total counted each time (approvals are never served from a kept count).
 */
export async function listRequests(db: Kysely<Database>, q: ListQuery, kinds: readonly RequestKind[]) {
  const snapshot = await snapshotOf(db, 'approval_requests', q.snapshot);
  let base = db
    .selectFrom('approval_requests')
    .where('id', '<=', snapshot)
    .where('kind', 'in', kinds.length > 0 ? [...kinds] : ['-']);
  if (q.kind) base = base.where('kind', '=', q.kind);
  if (q.status) base = base.where('status', '=', q.status);
  if (q.productType) base = base.where('product_type', '=', q.productType);
  if (q.maker) base = base.where('maker_email', 'like', `%${q.maker.toLowerCase()}%`);
  if (q.from !== undefined) base = base.where('created_at', '>=', q.from);
  if (q.to !== undefined) base = base.where('created_at', '<=', q.to);
  const page = await readPage({
    offset: q.page * q.size,
    limit: q.size,
    order: 'desc',
    count: async () => {
      const n = await countOf(base);
      return n;
    },
    key: REQUEST_KEY,
    after: q.after,
    read: (plan, order) => orderedPage(base.selectAll(), REQUEST_KEY, order, plan).execute(),
  });
  return { ...page, snapshot };
}

export async function findRequest(db: Kysely<Database>, id: number): Promise<ApprovalRequest | undefined> {
  return db.selectFrom('approval_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewRequest {
  kind: RequestKind | (string & {});
  productType: string | null;
  targetId: number | null;
  targetVersion: number | null;
  proposed: Json;
  previous: Json | null;
  maker: { staffId: number; email: string };
  remarks: string;
  at: number;
}

export async function insertRequest(db: Kysely<Database>, r: NewRequest): Promise<ApprovalRequest> {
  const { id } = await db
    .insertInto('approval_requests')
    .values({
      kind: r.kind,
      product_type: r.productType,
      target_id: r.targetId,
      target_version: r.targetVersion,
      proposed_json: JSON.stringify(r.proposed),
      previous_json: r.previous === null ? null : JSON.stringify(r.previous),
      status: 'PENDING',
      maker_id: r.maker.staffId,
      maker_email: r.maker.email,
      maker_remarks: r.remarks,
      created_at: r.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findRequest(db, id)) as ApprovalRequest;
}

/** The pending request of a kind on a target, if any (one at a time for the kinds of migration 0023's unique index). */
export function pendingRequestOn(db: Kysely<Database>, kind: RequestKind, targetId: number) {
  return db
    .selectFrom('approval_requests')
    .select('id')
    .where('kind', '=', kind)
    .where('status', '=', 'PENDING')
    .where('target_id', '=', targetId)
    .executeTakeFirst();
}

/** The pending requests of a kind on the targets of a page (a case, a hold …), each with what it proposes. */
export async function pendingOnTargets(db: Kysely<Database>, kind: string, targetIds: readonly number[]) {
  if (targetIds.length === 0) return [];
  return db
    .selectFrom('approval_requests')
    .select(['id', 'target_id', 'proposed_json'])
    .where('kind', '=', kind)
    .where('status', '=', 'PENDING')
    .where('target_id', 'in', [...targetIds])
    .execute();
}

/**
 * An approved request applied to its target inside the decision's transaction (ONE conditional update on the
 * target): the audit's before and after, or null when the target moved on (the decision is undone, 409).
 */
export type ApplyApproved = (
  db: Kysely<Database>,
  request: ApprovalRequest,
  approvedBy: string,
  at: number,
) => Promise<{ before: Json; after: Json } | null>;

/** How many requests a staff member raised or decided: they keep who did them, so such a member is never deleted. */
export async function requestsInvolving(db: Kysely<Database>, staffId: number): Promise<number> {
  const { n } = await db
    .selectFrom('approval_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb('maker_id', '=', staffId), eb('checker_id', '=', staffId)]))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * The decision itself (DESIGN.md §5): ONE conditional update, `… WHERE id AND kind AND status = 'PENDING' AND
 * maker_id <> checker`, so of concurrent decisions exactly one changes the row. True when this call decided it.
 */
export async function decidePending(
  db: Kysely<Database>,
  d: {
    id: number;
    kind: RequestKind | (string & {});
    isApproved: boolean;
    remarks: string;
    checker: { staffId: number; email: string };
    at: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('approval_requests')
    .set((eb) => ({
      status: d.isApproved ? 'APPROVED' : 'REJECTED',
      checker_id: d.checker.staffId,
      checker_email: d.checker.email,
      checker_remarks: d.remarks,
      decided_at: d.at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', d.id)
    .where('kind', '=', d.kind)
    .where('status', '=', 'PENDING')
    .where('maker_id', '<>', d.checker.staffId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
