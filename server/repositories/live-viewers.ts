import type { Kysely } from 'kysely';
import type { LiveItemKind } from '../../contract/live/queues.js';
import type { Database } from '../db/database.js';

export interface Viewing {
  kind: LiveItemKind;
  itemId: number;
  staffId: number;
}

/**
 * Keeps one staff member's viewing of an item until `expiresAt`. True when they were not already viewing it (a viewer
 * appeared, which others should hear of): the heartbeat of a viewing already kept moves `expires_at` and nothing else.
 */
export async function keepViewing(db: Kysely<Database>, v: Viewing, now: number, expiresAt: number): Promise<boolean> {
  const kept = await db
    .updateTable('live_viewers')
    .set({ expires_at: expiresAt })
    .where('kind', '=', v.kind)
    .where('item_id', '=', v.itemId)
    .where('staff_id', '=', v.staffId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(kept.numUpdatedRows) === 1) return false;
  // None, or one that expired and was not swept yet: start again (its delete and insert are what others hear).
  await endViewing(db, v);
  await db
    .insertInto('live_viewers')
    .values({ kind: v.kind, item_id: v.itemId, staff_id: v.staffId, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['kind', 'item_id', 'staff_id']).doUpdateSet({ expires_at: expiresAt }))
    .execute();
  return true;
}

/** The item is closed. True when a viewing was kept. */
export async function endViewing(db: Kysely<Database>, v: Viewing): Promise<boolean> {
  const gone = await db
    .deleteFrom('live_viewers')
    .where('kind', '=', v.kind)
    .where('item_id', '=', v.itemId)
    .where('staff_id', '=', v.staffId)
    .executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}

/** Who, other than `staffId`, has items of `kind` open now (oldest viewing first per item). */
export async function viewersOf(db: Kysely<Database>, kind: LiveItemKind, staffId: number, now: number) {
  const rows = await db
    .selectFrom('live_viewers as v')
    .innerJoin('staff as s', 's.id', 'v.staff_id')
    .select(['v.item_id', 'v.staff_id', 's.name', 's.email'])
    .where('v.kind', '=', kind)
    .where('v.staff_id', '<>', staffId)
    .where('v.expires_at', '>', now)
    .orderBy('v.item_id')
    .orderBy('v.staff_id')
    .limit(500)
    .execute();
  return rows.map((r) => ({ itemId: Number(r.item_id), staffId: Number(r.staff_id), name: r.name || r.email }));
}

/** Deletes the viewings whose heartbeat stopped; the kinds they were of (so others hear the viewer went away). */
export async function sweepViewers(db: Kysely<Database>, now: number): Promise<LiveItemKind[]> {
  const rows = await db.deleteFrom('live_viewers').where('expires_at', '<=', now).returning('kind').execute();
  return [...new Set(rows.map((r) => r.kind as LiveItemKind))];
}
