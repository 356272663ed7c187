import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { parseInput, RequestError } from '../../plugins/validation.js';
import { parseSimpleRestList, setContentRange } from './simple-rest.js';
import { z } from 'zod';
import type { Selectable } from 'kysely';

const AUDIT_SORTS = { id: 'id', createdAt: 'created_at', action: 'action', actorEmail: 'actor_email' } as const;
const idParams = z.object({ id: z.coerce.number().int().positive() });

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const parse = (json: string | null): unknown => (json === null ? null : (JSON.parse(json) as unknown));

/** The wire shape of one audit row: who, what, on which record, before and after, when (UTC epoch ms), outcome. */
export function toAuditRecord(r: Selectable<Database['audit_log']>) {
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

/**
 * The audit trail, read-only on simple-rest (GET /api/admin/audit, CAN_VIEW_AUDIT_TRAIL): filter by user (`actor`,
 * part of the e-mail), kind (`entity`, `action` prefix) and record (`entityId`). Rows are never updated or deleted.
 */
export async function auditRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/audit', { config: { permission: 'CAN_VIEW_AUDIT_TRAIL' } }, async (request, reply) => {
    const q = parseSimpleRestList(request.query, AUDIT_SORTS, { field: 'id', order: 'desc' });
    let base = db.selectFrom('audit_log');
    const actor = text(q.filter.actor).toLowerCase();
    if (actor) base = base.where('actor_email', 'like', `%${actor}%`);
    if (text(q.filter.entity)) base = base.where('entity', '=', text(q.filter.entity));
    if (text(q.filter.action)) base = base.where('action', 'like', `${text(q.filter.action)}%`);
    if (text(q.filter.entityId)) base = base.where('entity_id', '=', text(q.filter.entityId));
    const rows = await base.selectAll().orderBy(q.sort, q.order).orderBy('id', q.order).limit(q.limit).offset(q.offset).execute();
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    setContentRange(reply, 'audit', q.offset, rows.length, Number(n));
    return rows.map(toAuditRecord);
  });

  app.get('/audit/:id', { config: { permission: 'CAN_VIEW_AUDIT_TRAIL' } }, async (request) => {
    const { id } = parseInput(idParams, request.params, { namePath: true });
    const row = await db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new RequestError(404, 'No Record Found!');
    return toAuditRecord(row);
  });
}
