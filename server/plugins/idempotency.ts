import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { findAnswer, keepAnswer, type KeyScope } from '../repositories/idempotency.js';
import type { RoutePermission } from './access.js';
import { stableStringify } from './stable-json.js';
import { RequestError } from './validation.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Accepts an Idempotency-Key (DESIGN.md §5): the handler runs in one transaction with the answer it returns,
     * and a replay of the key answers that first answer without running it again. Every POST that needs a
     * permission (each create, upload, decision and action) is idempotent unless it says `idempotent: false`.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The transaction an idempotent route's handler runs in (null elsewhere): use it through inTransaction. */
    transaction: Transaction<Database> | null;
  }
}

/** What a create or decision answers: kept as is for a replay of the same Idempotency-Key. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const KEY_REUSED_MESSAGE = 'Idempotency-Key was already used for a different request.';
const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

/** Pure: is a route idempotent, as declared or by default (a POST that needs a permission key)? */
export function isIdempotent(method: string | readonly string[], config: { permission?: RoutePermission; idempotent?: boolean } | undefined): boolean {
  if (config?.idempotent !== undefined) return config.idempotent;
  const permission = config?.permission;
  return [method].flat().includes('POST') && permission !== undefined && permission !== 'public' && permission !== 'authenticated';
}

/** The request's Idempotency-Key, or null; a malformed one is a 400 rather than silently ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = String(Array.isArray(raw) ? raw[0] : raw).trim();
  if (!KEY_PATTERN.test(key)) throw new RequestError(400, 'Idempotency-Key: 1 to 100 letters, digits, dot, dash, colon or underscore.');
  return key;
}

/**
 * Pure: a stable fingerprint of what was asked (path and body), so a key reused for something else is refused.
 * Keys are sorted at every depth: the same body with its keys in another order is the same request.
 */
export function requestFingerprint(route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${stableStringify(body ?? null)}`)
    .digest('hex');
}

async function earlierAnswer(db: Kysely<Database>, scope: KeyScope): Promise<IdempotentAnswer | null> {
  const stored = await findAnswer(db, scope);
  if (!stored) return null;
  if (stored.requestHash !== scope.hash) throw new RequestError(422, KEY_REUSED_MESSAGE);
  return { status: stored.status, body: stored.body };
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
  const earlier = await earlierAnswer(db, scope);
  if (earlier) return { ...earlier, replayed: true };
  try {
    const answer = await db.transaction().execute(async (trx) => {
      const result = await work(trx);
      if (result.status < 300) await keepAnswer(trx, scope, result, Date.now());
      return result;
    });
    return { ...answer, replayed: false };
  } catch (error) {
    const winner = await earlierAnswer(db, scope);
    if (winner) return { ...winner, replayed: true };
    throw error;
  }
}

/**
 * The database work of a route's handler: inside an idempotent route, its transaction (so the work and the kept
 * answer commit together); elsewhere a transaction of its own.
 */
export function inTransaction<T>(db: Kysely<Database>, request: FastifyRequest, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return request.transaction ? work(request.transaction) : db.transaction().execute(work);
}

/** The key's scope: the signed-in staff member, the concrete path, and the fingerprint of the body. */
function scopeOf(request: FastifyRequest): KeyScope | null {
  const key = idempotencyKeyOf(request);
  const staffId = request.principal?.staffId;
  if (!key || staffId === undefined) return null;
  const route = `${request.method} ${request.url.split('?')[0]}`;
  return { staffId, key, route, hash: requestFingerprint(route, request.body) };
}

/** An idempotent route's handler: the declared handler, run in the transaction that keeps its answer. */
function idempotentHandler(db: Kysely<Database>, route: RouteOptions): RouteHandlerMethod {
  const handler = route.handler;
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const answer = await runIdempotent(db, scopeOf(request), async (trx) => {
      request.transaction = trx;
      try {
        const body: unknown = await handler.call(this, request, reply);
        if (reply.sent) throw new Error(`${route.method} ${route.url}: an idempotent handler returns its answer instead of sending it`);
        return { status: reply.statusCode, body };
      } finally {
        request.transaction = null;
      }
    });
    if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
    return reply.code(answer.status).send(answer.body);
  };
}

/**
 * Makes Idempotency-Key a property of the route declaration: every route that is idempotent (isIdempotent) gets it
 * from this one hook, so no create, upload or decision can forget it. Install before the routes are registered.
 */
export function installIdempotency(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest('transaction', null);
  app.addHook('onRoute', (route) => {
    if (!isIdempotent(route.method, route.config)) return;
    route.handler = idempotentHandler(db, route);
  });
}
