import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** Opens a session row: one per signed-in token, so logout or disabling the staff member ends it at once. */
export async function openSession(
  db: Kysely<Database>,
  session: { id: string; staffId: number; now: number; ttlMs: number },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      staff_id: session.staffId,
      created_at: session.now,
      expires_at: session.now + session.ttlMs,
      revoked_at: null,
      last_seen_at: session.now,
    })
    .execute();
}

/**
 * Records activity on a session (issue 42 item 5): `last_seen_at` moves to `now`, never back; true when a row moved.
 * The auth hook calls it at most every 30 s per session, not on every request.
 */
export async function touchSession(db: Kysely<Database>, sessionId: string, now: number): Promise<boolean> {
  const moved = await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', now)]))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Ends every open session of a staff member at once (disabling them, deleting them). */
export async function revokeSessionsOf(db: Kysely<Database>, staffId: number, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends one session if it is still open (and, given `staffId`, only if it is theirs); true when this call ended it (a
 * second logout changes nothing).
 */
export async function revokeSession(
  db: Kysely<Database>,
  sessionId: string,
  now: number,
  staffId?: number,
): Promise<boolean> {
  let update = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null);
  if (staffId !== undefined) update = update.where('staff_id', '=', staffId);
  const ended = await update.executeTakeFirst();
  return Number(ended.numUpdatedRows) === 1;
}

/** A session row with its staff member, by id alone (the tab cookie names the session, routes/crm/tab-session.ts). */
export function findSessionWithStaff(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('staff as st', 'st.id', 's.staff_id')
    .select(['st.id', 'st.email', 'st.disabled', 's.created_at', 's.expires_at', 's.revoked_at', 's.last_seen_at'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}
