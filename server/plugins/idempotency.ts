import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { findAnswer, keepAnswer, type KeyScope } from '../repositories/idempotency.js';
import type { RoutePermission } from './access.js';
import { stableStringify } from './stable-json.js';
import { RequestError } from './validation.js';
import {
  IDEMPOTENCY_HEADER as CONTRACT_IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
} from '../../contract/idempotency.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Accepts an Idempotency-Key (DESIGN.md §5): with a key, the handler runs in one transaction with the answer it
     * returns, and a replay of the key answers that first answer without running it again. Every POST that needs a
     * permission (each create, upload, decision and action) is idempotent unless it says `idempotent: false`.
     */
    idempotent?: boolean;
  }
}

/** What a create or decision answers: kept as is for a replay of the same Idempotency-Key. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

/**
 * How long a kept answer replays: at least 7 days, then housekeeping deletes it (server/housekeeping/prune.ts) and the
 * key is new again. A retry after a network failure comes within minutes; the week covers the uploads, whose key is
 * the file's kind and SHA-256, so the same file sent again that week answers the earlier job.
 */
export const IDEMPOTENCY_REPLAY_MS = 7 * 24 * 3600_000;
/** Node's headers are lower-case. */
export const IDEMPOTENCY_HEADER = CONTRACT_IDEMPOTENCY_HEADER.toLowerCase();
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const KEY_REUSED_MESSAGE = 'Idempotency-Key was already used for a different request.';

/** Pure: is a route idempotent, as declared or by default (a POST that needs a permission key)? */
export function isIdempotent(
  method: string | readonly string[],
  config: { permission?: RoutePermission; idempotent?: boolean } | undefined,
): boolean {
  if (config?.idempotent !== undefined) return config.idempotent;
  const permission = config?.permission;
  return (
    [method].flat().includes('POST') &&
    permission !== undefined &&
    permission !== 'public' &&
    permission !== 'authenticated'
  );
}

/** The request's Idempotency-Key, or null; a malformed one is a 400 rather than silently ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = String(Array.isArray(raw) ? raw[0] : raw).trim();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new RequestError(400, 'Idempotency-Key: 1 to 100 letters, digits, dot, dash, colon or underscore.');
  return key;
}

/**
 * Pure: a stable fingerprint of what was asked (path, body and query string), so a key reused for something else is
 * refused. Keys are sorted at every depth: the same body or query with its keys in another order is the same request.
 * An empty query adds nothing, so answers kept before the query counted keep their fingerprint.
 */
export function requestFingerprint(route: string, body: unknown, query?: unknown): string {
  const asked =
    query && typeof query === 'object' && Object.keys(query).length > 0 ? `\n${stableStringify(query)}` : '';
  return createHash('sha256')
    .update(`${route}\n${stableStringify(body ?? null)}${asked}`)
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

/** The transaction the current request's idempotent handler runs in (with a key), for requestScopedDb. */
const currentTransaction = new AsyncLocalStorage<Transaction<Database>>();

/** Runs `fn` outside any request's transaction (background work started from a request: the job queue's timers). */
export const outsideRequest = <T>(fn: () => T): T => currentTransaction.exit(fn);

/** A TransactionBuilder that joins the transaction already open (a nested transaction is the same one). */
const joined = (trx: Transaction<Database>) => {
  const builder = {
    setIsolationLevel: () => builder,
    setAccessMode: () => builder,
    execute: <T>(work: (t: Transaction<Database>) => Promise<T>): Promise<T> => work(trx),
  };
  return builder;
};

/**
 * The app's database as routes see it: inside an idempotent handler run with a key, every query and every
 * `db.transaction()` joins the transaction that keeps the answer, so handlers need not know about it (and cannot
 * wait on the connection that transaction holds). Elsewhere it is the database itself.
 */
export function requestScopedDb(db: Kysely<Database>): Kysely<Database> {
  return new Proxy(db, {
    get(target, property) {
      const trx = currentTransaction.getStore();
      if (trx && property === 'transaction') return () => joined(trx);
      const source = trx ?? target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
}

/** The key's scope: the signed-in staff member, the concrete path, and the fingerprint of the body and query. */
function scopeOf(request: FastifyRequest): KeyScope | null {
  const key = idempotencyKeyOf(request);
  const staffId = request.principal?.staffId;
  if (!key || staffId === undefined) return null;
  const route = `${request.method} ${request.url.split('?')[0]}`;
  return { staffId, key, route, hash: requestFingerprint(route, request.body, request.query) };
}

/**
 * An idempotent route's handler. Without a key, the declared handler as it is. With one, the declared handler run
 * in the transaction that keeps its answer (requestScopedDb joins the handler's queries to it), or the kept answer.
 */
function idempotentHandler(db: Kysely<Database>, route: RouteOptions): RouteHandlerMethod {
  const handler = route.handler;
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const scope = scopeOf(request);
    if (!scope) return handler.call(this, request, reply);
    const answer = await runIdempotent(db, scope, (trx) =>
      currentTransaction.run(trx, async () => {
        const body: unknown = await handler.call(this, request, reply);
        if (reply.sent)
          throw new Error(
            `${route.method} ${route.url}: an idempotent handler returns its answer instead of sending it`,
          );
        return { status: reply.statusCode, body };
      }),
    );
    if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
    return reply.code(answer.status).send(answer.body);
  };
}

/**
 * Makes Idempotency-Key a property of the route declaration: every route that is idempotent (isIdempotent) gets it
 * from this one hook, so no create, upload or decision can forget it. Install before the routes are registered;
 * `db` is the routes' requestScopedDb.
 */
export function installIdempotency(app: FastifyInstance, db: Kysely<Database>): void {
  app.addHook('onRoute', (route) => {
    if (!isIdempotent(route.method, route.config)) return;
    route.handler = idempotentHandler(db, route);
  });
}
