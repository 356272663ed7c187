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
    })
    .execute();
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

/** Ends one session if it is still open; true when this call ended it (a second logout changes nothing). */
export async function revokeSession(db: Kysely<Database>, sessionId: string, now: number): Promise<boolean> {
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows) === 1;
}
