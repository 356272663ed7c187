import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { principalOf } from './auth.js';
import { RequestError } from './validation.js';

/** What a create or decision answers: kept as is for a replay of the same Idempotency-Key. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const KEY_REUSED_MESSAGE = 'Idempotency-Key was already used for a different request.';
const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

/** The request's Idempotency-Key, or null; a malformed one is a 400 rather than silently ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = String(Array.isArray(raw) ? raw[0] : raw).trim();
  if (!KEY_PATTERN.test(key)) throw new RequestError(400, 'Idempotency-Key: 1 to 100 letters, digits, dot, dash, colon or underscore.');
  return key;
}

/** Pure: a stable fingerprint of what was asked (path and body), so a key reused for something else is refused. */
export function requestFingerprint(route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

interface KeyScope {
  staffId: number;
  key: string;
  route: string;
  hash: string;
}

async function storedAnswer(db: Kysely<Database>, scope: KeyScope): Promise<IdempotentAnswer | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_json'])
    .where('staff_id', '=', scope.staffId)
    .where('idem_key', '=', scope.key)
    .where('route', '=', scope.route)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== scope.hash) throw new RequestError(422, KEY_REUSED_MESSAGE);
  return { status: Number(row.status_code), body: JSON.parse(row.response_json) as unknown };
}

/**
 * Runs a mutation in one transaction (DESIGN.md §5). With an Idempotency-Key the first successful answer is stored
 * in the same transaction, keyed by (staff, key, route); a replay returns it and writes nothing. Two copies racing:
 * the loser's transaction fails (unique key, or its conditional update finds nothing) and it answers the winner's.
 */
export async function runIdempotent(
  db: Kysely<Database>,
  scope: KeyScope | null,
  work: (trx: Transaction<Database>) => Promise<IdempotentAnswer>,
): Promise<IdempotentAnswer & { replayed: boolean }> {
  if (!scope) return { ...(await db.transaction().execute(work)), replayed: false };
  const earlier = await storedAnswer(db, scope);
  if (earlier) return { ...earlier, replayed: true };
  try {
    const answer = await db.transaction().execute(async (trx) => {
      const result = await work(trx);
      if (result.status < 300) {
        await trx
          .insertInto('idempotency_keys')
          .values({
            staff_id: scope.staffId,
            idem_key: scope.key,
            route: scope.route,
            request_hash: scope.hash,
            status_code: result.status,
            response_json: JSON.stringify(result.body),
            created_at: Date.now(),
          })
          .execute();
      }
      return result;
    });
    return { ...answer, replayed: false };
  } catch (error) {
    const winner = await storedAnswer(db, scope);
    if (winner) return { ...winner, replayed: true };
    throw error;
  }
}

/** runIdempotent for a route: key from the header, scope from the signed-in staff member and the concrete path. */
export async function sendIdempotent(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (trx: Transaction<Database>) => Promise<IdempotentAnswer>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  const route = `${request.method} ${request.url.split('?')[0]}`;
  const scope = key ? { staffId: principalOf(request).staffId, key, route, hash: requestFingerprint(route, request.body) } : null;
  const answer = await runIdempotent(db, scope, work);
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.code(answer.status).send(answer.body);
}
