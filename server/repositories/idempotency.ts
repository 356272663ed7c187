import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** Whose key for which route, and the fingerprint of what was asked. */
export interface KeyScope {
  staffId: number;
  key: string;
  route: string;
  hash: string;
}

export interface StoredAnswer {
  requestHash: string;
  status: number;
  body: unknown;
}

/** The answer kept for a key, if any. */
export async function findAnswer(db: Kysely<Database>, scope: Omit<KeyScope, 'hash'>): Promise<StoredAnswer | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_json'])
    .where('staff_id', '=', scope.staffId)
    .where('idem_key', '=', scope.key)
    .where('route', '=', scope.route)
    .executeTakeFirst();
  return row
    ? { requestHash: row.request_hash, status: Number(row.status_code), body: JSON.parse(row.response_json) as unknown }
    : null;
}

/** Keeps the first answer for a key; a second copy racing it fails on the primary key (staff, key, route). */
export async function keepAnswer(
  db: Kysely<Database>,
  scope: KeyScope,
  answer: { status: number; body: unknown },
  now: number,
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      staff_id: scope.staffId,
      idem_key: scope.key,
      route: scope.route,
      request_hash: scope.hash,
      status_code: answer.status,
      response_json: JSON.stringify(answer.body),
      created_at: now,
    })
    .execute();
}
