import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchema } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.js';
import { AccessCache } from '../db/access-cache.js';
import type { Database } from '../db/database.js';
import { failureBody } from '../routes/failure-envelopes.js';
import { IDLE_CHALLENGE, IDLE_CHALLENGE_HEADER, idleOver, touchEveryMs } from '../../contract/session-idle.js';
import { findSessionPrincipal } from '../repositories/access.js';
import { touchSession } from '../repositories/sessions.js';
import { requiredKeys, type RoutePermission } from './access.js';
import { isIdempotent } from './idempotency.js';
import { verifyToken } from './tokens.js';

export interface Principal {
  staffId: number;
  email: string;
  name: string;
  sessionId: string;
  isSuperAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /**
     * Whether a request to this route counts as the user's activity on their session (default true). Background
     * polls (the live queue stream, the presence heartbeat) say false: they are still refused once the session is
     * idle past SESSION_IDLE_SECONDS, but never keep it alive (issue 42 item 5).
     */
    touchesSession?: boolean;
    /** Set by serve() (routes/declared.ts): the route was registered from its declaration in contract/. */
    fromDeclaration?: true;
  }
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
export const FORBIDDEN_MESSAGE = 'Not authorized!';

/** A registered route and the permission it declared (for the route-matrix test and diagnostics). */
export interface DeclaredRoute {
  method: string;
  url: string;
  permission: RoutePermission;
  /** Accepts an Idempotency-Key (plugins/idempotency.ts). */
  idempotent: boolean;
  /** The request and response schemas it declared (zod), for the OpenAPI document and the fuzz suite. */
  schema?: FastifySchema;
  /** Registered by serve() from its declaration (not by hand with a path of its own). */
  fromDeclaration: boolean;
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Fails app start-up for any route that does not declare its permission (DESIGN.md §5). */
export function requirePermissionDeclarations(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (permission === undefined) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no permission: set config.permission (or 'public').`,
      );
    }
    const idempotent = isIdempotent(route.method, route.config);
    for (const method of [route.method].flat())
      routes.push({
        method: String(method),
        url: route.url,
        permission,
        idempotent,
        schema: route.schema,
        fromDeclaration: route.config?.fromDeclaration === true,
      });
  });
}

/** Every route registered on an app built with requirePermissionDeclarations, with its declared permission. */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

const truthy = (v: unknown): boolean => v === true || Number(v) === 1;

/** What the auth hook reads per request: the session, its staff member and their grant of the route's keys. */
export type SessionPrincipal = NonNullable<Awaited<ReturnType<typeof findSessionPrincipal>>>;

/**
 * Checks every non-public route's token against its session row and the route's permission (DESIGN.md §5). The
 * answer is read from the database, or from `access` while a change feed keeps that current (db/access-cache.ts).
 */
export function installAuth(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: ServerConfig,
  access = new AccessCache<SessionPrincipal>(0),
): void {
  app.decorateRequest('principal', null);
  const idleMs = config.sessionIdleSeconds * 1000;
  const touchEvery = touchEveryMs(idleMs);
  // This process's own writes of last_seen_at (already in the database), so a kept answer does not repeat them.
  const touches = new Map<string, number>();
  const remember = (sid: string, at: number) => {
    if (touches.size >= 10_000) touches.clear();
    touches.set(sid, at);
  };
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const permission: RoutePermission | undefined = request.routeOptions.config?.permission;
    if (permission === undefined || permission === 'public') return;
    reply.header('Cache-Control', 'no-store'); // a signed-in answer, refusals included, is never kept by a cache
    const token = bearer(request);
    const claims = token ? verifyToken(token, config) : null;
    const staffId = claims ? Number(claims.sub) : NaN;
    if (!claims || !Number.isInteger(staffId)) return deny(request, reply, 401);
    const keys = requiredKeys(permission);
    const row = await access.through(`${claims.sid}\u0000${staffId}\u0000${keys.join('\u0000')}`, () =>
      findSessionPrincipal(db, claims.sid, staffId, config.superAdminRoleId, keys),
    );
    const now = Date.now();
    if (!row || sessionEnded(row, now)) return deny(request, reply, 401);
    let lastSeen = Math.max(lastSeenOf(row), touches.get(claims.sid) ?? 0);
    if (idleOver(lastSeen, now, idleMs)) {
      // A kept answer may hold an older last_seen_at (another instance's write notifies nobody): read the row itself.
      const fresh = await findSessionPrincipal(db, claims.sid, staffId, config.superAdminRoleId, []);
      if (!fresh || sessionEnded(fresh, now)) return deny(request, reply, 401);
      lastSeen = Math.max(lastSeen, lastSeenOf(fresh));
      if (idleOver(lastSeen, now, idleMs)) return denyIdle(request, reply);
    }
    if (idleMs > 0 && request.routeOptions.config?.touchesSession !== false && now - lastSeen >= touchEvery) {
      if (await touchSession(db, claims.sid, now)) remember(claims.sid, now);
    }
    const isSuperAdmin = truthy(row.is_super);
    request.principal = { staffId: row.id, email: row.email, name: row.name, sessionId: claims.sid, isSuperAdmin };
    if (!isSuperAdmin && !truthy(row.allowed)) return deny(request, reply, 403);
  });
}

/** Pure: a session row revoked, past its absolute end, or of a disabled staff member. */
export function sessionEnded(row: Pick<SessionPrincipal, 'revoked_at' | 'expires_at' | 'disabled'>, now: number) {
  return row.revoked_at !== null || Number(row.expires_at) <= now || truthy(row.disabled);
}

/** Pure: when the session was last active (its opening for a row written before migration 0031). */
export function lastSeenOf(row: Pick<SessionPrincipal, 'created_at' | 'last_seen_at'>): number {
  return Number(row.last_seen_at ?? row.created_at);
}

/** The 401 an ended session gets, in the route's envelope, with the bearer challenge that says it was idle. */
function denyIdle(request: FastifyRequest, reply: FastifyReply) {
  reply.header(IDLE_CHALLENGE_HEADER, IDLE_CHALLENGE);
  reply.header('Access-Control-Expose-Headers', IDLE_CHALLENGE_HEADER);
  return deny(request, reply, 401);
}

/** 401 or 403 in the envelope of the route's backend. */
function deny(request: FastifyRequest, reply: FastifyReply, status: 401 | 403) {
  const message = status === 401 ? UNAUTHORIZED_MESSAGE : FORBIDDEN_MESSAGE;
  return reply.code(status).send(failureBody(request.routeOptions.url ?? request.url, { status, message }));
}

/** The signed-in principal of a route that declared a permission (never null there). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf() used on a public route');
  return request.principal;
}
