import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

export interface Limit {
  limit: number;
  windowMs: number;
}

/** Events of one bucket in the window ending now. */
export async function countRecent(
  db: Kysely<Database>,
  bucket: string,
  windowMs: number,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('auth_rate_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bucket', '=', bucket)
    .where('created_at', '>', now - windowMs)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records one event and drops that bucket's events older than the window. */
export async function recordEvent(db: Kysely<Database>, bucket: string, windowMs: number, now: number): Promise<void> {
  await db
    .deleteFrom('auth_rate_events')
    .where('bucket', '=', bucket)
    .where('created_at', '<=', now - windowMs)
    .execute();
  await db.insertInto('auth_rate_events').values({ bucket, created_at: now }).execute();
}

/**
 * Counts this attempt, then answers whether it is within the limit. Refused attempts count too, so a script that
 * keeps hammering stays refused; the window slides, so a person is let back in once it has passed.
 */
export async function withinLimit(
  db: Kysely<Database>,
  bucket: string,
  { limit, windowMs }: Limit,
  now: number,
): Promise<boolean> {
  await recordEvent(db, bucket, windowMs, now);
  return (await countRecent(db, bucket, windowMs, now)) <= limit;
}

/** All the limits an attempt must pass; every bucket counts the attempt, so the order does not matter. */
export async function withinLimits(
  db: Kysely<Database>,
  checks: readonly [bucket: string, limit: Limit][],
  now: number,
): Promise<boolean> {
  let allowed = true;
  for (const [bucket, limit] of checks) if (!(await withinLimit(db, bucket, limit, now))) allowed = false;
  return allowed;
}
