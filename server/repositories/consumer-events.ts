import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { newestFirstPage } from './newest-first.js';

/** The consumer's history lists kept as events (limit audit, send-money audit, CRM actions, deactivation, feedback). */
export const EVENT_KINDS = ['LIMIT_AUDIT', 'SM_LIMIT_AUDIT', 'CRM_AUDIT', 'DEACTIVATION', 'FEEDBACK'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** A page of one kind of event, newest first (an indexed range on consumer, kind, time). */
export async function listEvents(
  db: Kysely<Database>,
  consumerId: number,
  kind: EventKind,
  page: number,
  size: number,
  snapshot?: number,
) {
  const base = db.selectFrom('consumer_events').where('consumer_id', '=', consumerId).where('kind', '=', kind);
  const read = await newestFirstPage(
    base,
    (q) => q.select(['id', 'created_at', 'data_json']),
    'created_at',
    page,
    size,
    'id',
    { db, table: 'consumer_events', given: snapshot },
  );
  return {
    rows: read.rows.map((r) => ({ id: r.id, createdAt: Number(r.created_at), ...(JSON.parse(r.data_json) as object) })),
    total: read.total,
    snapshot: read.snapshot,
  };
}

/** Appends an event (a CRM action on the consumer, a deactivation …); epoch seconds. */
export async function addEvent(db: Kysely<Database>, consumerId: number, kind: EventKind, at: number, data: object) {
  await db
    .insertInto('consumer_events')
    .values({ consumer_id: consumerId, kind, created_at: at, data_json: JSON.stringify(data) })
    .execute();
}

/**
 * The CRM Actions Audit entry (spec §2.13) of an agent's action on a consumer: which request, its body, and who made
 * it from the CRM, as the lending backend records it.
 */
export async function addCrmAudit(
  db: Kysely<Database>,
  consumerId: number,
  at: number,
  who: { staffId: number; email: string },
  requestIdentifier: string,
  body: object,
) {
  await addEvent(db, consumerId, 'CRM_AUDIT', at, {
    requestIdentifier,
    ...body,
    requestAuditDto: { requestContext: { client: 'CRM', userId: who.staffId, userEmail: who.email } },
  });
}
