import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** Development only: keeps a code sent to `destination` for the dev outbox. */
export async function keepInOutbox(db: Kysely<Database>, destination: string, code: string, at: number): Promise<void> {
  await db.insertInto('otp_outbox').values({ destination, code, created_at: at }).execute();
}

/** The last 20 codes sent (to one address, or any), newest first. */
export async function latestOutbox(
  db: Kysely<Database>,
  address?: string,
): Promise<{ destination: string; code: string; createdAt: number }[]> {
  let query = db.selectFrom('otp_outbox').select(['destination', 'code', 'created_at']);
  if (address) query = query.where('destination', '=', address);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(20).execute();
  return rows.map((r) => ({ destination: r.destination, code: r.code, createdAt: Number(r.created_at) }));
}
