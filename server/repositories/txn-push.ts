import type { Kysely } from 'kysely';
import { nextAttemptAt, PUSH_RULES, type PushState } from '../../contract/payment-ops/calls.js';
import type { Database } from '../db/database.js';

/** A transaction that may be pushed, with its merchant's name and callback (null: the merchant has none). */
export function findPushTxn(db: Kysely<Database>, txnId: string) {
  return db
    .selectFrom('merchant_transactions as t')
    .leftJoin('merchants as m', 'm.merchant_id', 't.merchant_id')
    .leftJoin('merchant_callback_endpoints as c', 'c.merchant_id', 't.merchant_id')
    .select([
      't.txn_id',
      't.merchant_id',
      'm.name as merchant_name',
      't.amount',
      't.status',
      't.mode',
      't.rrn',
      't.created_at',
      'c.callback_url',
      'c.behaviour',
    ])
    .where('t.txn_id', '=', txnId)
    .executeTakeFirst();
}

export type PushTxnRow = NonNullable<Awaited<ReturnType<typeof findPushTxn>>>;

/**
 * Opens a push of the transaction's final status: its first attempt due at once. `in_flight_txn` is unique, so a
 * second push while one is in flight inserts nothing (null): one push in flight per transaction, under any race.
 */
export async function openPush(
  db: Kysely<Database>,
  t: { txnId: string; merchantId: string; txnStatus: string; callbackUrl: string },
  by: string,
  at: number,
): Promise<number | null> {
  const row = await db
    .insertInto('txn_status_pushes')
    .values({
      txn_id: t.txnId,
      merchant_id: t.merchantId,
      txn_status: t.txnStatus,
      callback_url: t.callbackUrl,
      status: 'IN_FLIGHT',
      in_flight_txn: t.txnId,
      attempts: 0,
      next_attempt_at: at,
      started_by: by,
      started_at: at,
      finished_at: null,
    })
    .onConflict((oc) => oc.column('in_flight_txn').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** What the pretend merchant answers one attempt (the reference backend's simulation of its callback URL). */
export function merchantAnswer(behaviour: string, attempt: number) {
  const timeoutMs = PUSH_RULES.timeoutSeconds * 1000;
  if (behaviour === 'TIMEOUT')
    return {
      outcome: 'TIMEOUT',
      httpStatus: null,
      excerpt: `No answer within ${PUSH_RULES.timeoutSeconds} s`,
      ms: timeoutMs,
    };
  if (behaviour === 'ERROR')
    return { outcome: 'HTTP_ERROR', httpStatus: 500, excerpt: '{"error":"Internal Server Error"}', ms: 340 };
  if (behaviour === 'FLAKY' && attempt === 1)
    return {
      outcome: 'HTTP_ERROR',
      httpStatus: 503,
      excerpt: '<html><body>503 Service Unavailable</body></html>',
      ms: 210,
    };
  return { outcome: 'DELIVERED', httpStatus: 200, excerpt: '{"status":"received"}', ms: 120 };
}

/**
 * One delivery attempt of push `pushId`, due at `now`: claimed by ONE conditional update (in flight, due, the
 * attempt count read), so two runners never make the same attempt; logged; then the push is delivered, failed after
 * the last attempt, or its next attempt scheduled with backoff. False when there was nothing to claim.
 */
export async function attemptPush(db: Kysely<Database>, pushId: number, now: number): Promise<boolean> {
  const push = await db
    .selectFrom('txn_status_pushes as p')
    .leftJoin('merchant_callback_endpoints as c', 'c.merchant_id', 'p.merchant_id')
    .select(['p.attempts', 'p.next_attempt_at', 'c.behaviour'])
    .where('p.id', '=', pushId)
    .where('p.status', '=', 'IN_FLIGHT')
    .executeTakeFirst();
  if (!push || push.next_attempt_at === null || Number(push.next_attempt_at) > now) return false;
  const attempt = push.attempts + 1;
  const claimed = await db
    .updateTable('txn_status_pushes')
    .set({ attempts: attempt, next_attempt_at: null })
    .where('id', '=', pushId)
    .where('status', '=', 'IN_FLIGHT')
    .where('attempts', '=', push.attempts)
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const answer = merchantAnswer(push.behaviour ?? 'TIMEOUT', attempt);
  await db
    .insertInto('txn_push_attempts')
    .values({
      push_id: pushId,
      attempt,
      attempted_at: now,
      http_status: answer.httpStatus,
      outcome: answer.outcome,
      response_excerpt: answer.excerpt.slice(0, PUSH_RULES.excerptChars),
      duration_ms: answer.ms,
    })
    .execute();
  const next = answer.outcome === 'DELIVERED' ? null : nextAttemptAt(attempt, now);
  const state: PushState = answer.outcome === 'DELIVERED' ? 'DELIVERED' : next === null ? 'FAILED' : 'IN_FLIGHT';
  await db
    .updateTable('txn_status_pushes')
    .set(
      state === 'IN_FLIGHT'
        ? { next_attempt_at: next }
        : { status: state, in_flight_txn: null, next_attempt_at: null, finished_at: now + answer.ms },
    )
    .where('id', '=', pushId)
    .execute();
  return true;
}

/** The pushes whose next attempt is due at `now`, oldest due first. */
export async function duePushes(db: Kysely<Database>, now: number, limit = 50): Promise<number[]> {
  const rows = await db
    .selectFrom('txn_status_pushes')
    .select('id')
    .where('status', '=', 'IN_FLIGHT')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Every due retry, each attempt in its own transaction; how many attempts were made. */
export async function runDuePushes(db: Kysely<Database>, now = Date.now()): Promise<number> {
  let made = 0;
  for (const id of await duePushes(db, now))
    if (await db.transaction().execute((trx) => attemptPush(trx, id, now))) made += 1;
  return made;
}

/** A transaction's pushes, newest first, each with its delivery log in attempt order. */
export async function pushesOf(db: Kysely<Database>, txnId: string) {
  const pushes = await db
    .selectFrom('txn_status_pushes')
    .selectAll()
    .where('txn_id', '=', txnId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const ids = pushes.map((p) => Number(p.id));
  const attempts = ids.length
    ? await db.selectFrom('txn_push_attempts').selectAll().where('push_id', 'in', ids).orderBy('attempt').execute()
    : [];
  return pushes.map((p) => ({
    id: Number(p.id),
    txnStatus: p.txn_status,
    callbackUrl: p.callback_url,
    status: p.status as PushState,
    attempts: p.attempts,
    maxAttempts: PUSH_RULES.maxAttempts,
    nextAttemptAt: p.next_attempt_at === null ? null : Number(p.next_attempt_at),
    startedBy: p.started_by,
    startedAt: Number(p.started_at),
    finishedAt: p.finished_at === null ? null : Number(p.finished_at),
    log: attempts
      .filter((a) => Number(a.push_id) === Number(p.id))
      .map((a) => ({
        attempt: a.attempt,
        attemptedAt: Number(a.attempted_at),
        httpStatus: a.http_status,
        outcome: a.outcome,
        responseExcerpt: a.response_excerpt,
        durationMs: a.duration_ms,
      })),
  }));
}
