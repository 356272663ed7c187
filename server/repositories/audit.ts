import type { Kysely, Selectable } from 'kysely';
import type { CountCache } from '../db/count-cache.js';
import { orderedPage, sortKey, type Cursor, type SortKey } from '../db/keyset.js';
import { readPage, snapshotOf } from '../db/paging.js';
import type { AuditLogTable, Database } from '../db/database.js';
import { executeHot } from '../db/prepared.js';
import { emitMetricSignal } from '../plugins/metric-signals.js';
import { countOf } from './newest-first.js';

export type AuditOutcome = 'success' | 'stale' | 'locked' | 'refused';

export interface AuditEntry {
  /** Who did it; null for the system (e.g. an automatic OTP lock). */
  actor: { staffId: number; email: string } | null;
  /** What was done, `<entity>.<verb>`: 'user.update', 'role.permissions', 'otp.lock' … */
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  outcome?: AuditOutcome;
  /** UTC epoch milliseconds; defaults to now. */
  at?: number;
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));
const parse = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/**
 * Appends one row to the audit trail (DESIGN.md §5: who, what, before/after, when in UTC, outcome). Pass the
 * transaction of the mutation so the row lands with it or not at all. Rows are never updated or deleted.
 */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actor?.staffId ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      before_json: json(entry.before),
      after_json: json(entry.after),
      outcome: entry.outcome ?? 'success',
      created_at: entry.at ?? Date.now(),
    })
    .execute();
  emitMetricSignal({ kind: 'audit-written' });
}

/** The wire shape of one audit row: who, what, on which record, before and after, when (UTC epoch ms), outcome. */
export function toAuditRecord(r: Selectable<AuditLogTable>) {
  return {
    id: r.id,
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    before: parse(r.before_json),
    after: parse(r.after_json),
    outcome: r.outcome,
    createdAt: Number(r.created_at),
  };
}
export type AuditRecord = ReturnType<typeof toAuditRecord>;

export const AUDIT_SORTS = { id: 'id', createdAt: 'created_at', action: 'action', actorEmail: 'actor_email' } as const;
type AuditColumn = (typeof AUDIT_SORTS)[keyof typeof AUDIT_SORTS];
/** The sorts as keyset keys (db/keyset.ts); the actor is empty for the system, ordered as the smallest. */
const AUDIT_KEYS: Record<AuditColumn, SortKey> = {
  id: sortKey('audit', 'id', 'id', 'integer'),
  created_at: sortKey('audit', 'createdAt', 'created_at', 'integer'),
  action: sortKey('audit', 'action', 'action', 'text'),
  actor_email: sortKey('audit', 'actorEmail', 'actor_email', 'text', true),
};

export interface AuditQuery {
  /** Part of the actor's e-mail. */
  actor?: string;
  entity?: string;
  /** An action prefix: `user.` … */
  action?: string;
  entityId?: string;
  /** Created at or after this moment (epoch ms). */
  from?: number;
  /** Created before this moment (epoch ms). */
  to?: number;
  sort: AuditColumn;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** Keyset: the rows after this cursor instead of the offset. */
  after?: Cursor;
  /** Only entries up to this id (contract/keyset.ts snapshot key); the trail as it is when not given. */
  snapshot?: number;
}

/** A filtered page of the trail and its total (cached a few seconds; deep pages read from the nearer end). */
export async function listAudit(
  db: Kysely<Database>,
  counts: CountCache,
  q: AuditQuery,
): Promise<{ rows: AuditRecord[]; total: number; next: string | null; snapshot: number }> {
  const snapshot = await snapshotOf(db, 'audit_log', q.snapshot);
  let base = db.selectFrom('audit_log').where('id', '<=', snapshot);
  if (q.actor) base = base.where('actor_email', 'like', `%${q.actor.toLowerCase()}%`);
  if (q.entity) base = base.where('entity', '=', q.entity);
  if (q.action) base = base.where('action', 'like', `${q.action}%`);
  if (q.entityId) base = base.where('entity_id', '=', q.entityId);
  if (q.from !== undefined) base = base.where('created_at', '>=', q.from);
  if (q.to !== undefined) base = base.where('created_at', '<', q.to);
  const filterKey = JSON.stringify([q.actor, q.entity, q.action, q.entityId, q.from, q.to, snapshot]);
  const key = AUDIT_KEYS[q.sort];
  const { rows, total, next } = await readPage({
    offset: q.offset,
    limit: q.limit,
    order: q.order,
    count: () =>
      counts.get('audit_log', filterKey, async () => {
        const n = await countOf(base);
        return n;
      }),
    key,
    after: q.after,
    read: (plan, order) => executeHot(db, orderedPage(base.selectAll(), key, order, plan)),
  });
  return { rows: rows.map(toAuditRecord), total, next, snapshot };
}

export async function findAudit(db: Kysely<Database>, id: number): Promise<AuditRecord | undefined> {
  const row = await db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toAuditRecord(row);
}
