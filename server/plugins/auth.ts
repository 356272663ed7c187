import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchema } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.js';
import { AccessCache } from '../db/access-cache.js';
import type { Database } from '../db/database.js';
import { failureBody } from '../routes/failure-envelopes.js';
import { findSessionPrincipal } from '../repositories/access.js';
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
      routes.push({ method: String(method), url: route.url, permission, idempotent, schema: route.schema });
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
    if (!row || row.revoked_at !== null || Number(row.expires_at) <= Date.now() || truthy(row.disabled))
      return deny(request, reply, 401);
    const isSuperAdmin = truthy(row.is_super);
    request.principal = { staffId: row.id, email: row.email, name: row.name, sessionId: claims.sid, isSuperAdmin };
    if (!isSuperAdmin && !truthy(row.allowed)) return deny(request, reply, 403);
  });
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
