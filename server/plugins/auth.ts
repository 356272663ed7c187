import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { PreparedQueries } from '../db/prepared.js';
import { requiredKeys, type RoutePermission } from './access.js';
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
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Fails app start-up for any route that does not declare its permission (DESIGN.md §5). */
export function requirePermissionDeclarations(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (permission === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no permission: set config.permission (or 'public').`);
    }
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url, permission });
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

/**
 * One query per request: the session, its staff member, whether they hold the super-admin role and whether they
 * hold one of the permissions the route needs. Permissions are never taken from the token or the browser.
 */
const principalQueries = new PreparedQueries();

async function loadPrincipal(db: Kysely<Database>, sid: string, staffId: number, superAdminRoleId: number, needed: readonly string[]) {
  const params = [superAdminRoleId, ...needed, sid, staffId];
  const [row] = await principalQueries.run(db, `principal:${needed.length}`, params, () => principalQuery(db, sid, staffId, superAdminRoleId, needed));
  return row;
}

function principalQuery(db: Kysely<Database>, sid: string, staffId: number, superAdminRoleId: number, needed: readonly string[]) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('staff as st', 'st.id', 's.staff_id')
    .select(['st.id', 'st.email', 'st.name', 'st.disabled', 's.expires_at', 's.revoked_at'])
    .select((eb) => [
      eb
        .exists(
          eb.selectFrom('staff_roles as sr').select('sr.role_id').whereRef('sr.staff_id', '=', 'st.id').where('sr.role_id', '=', superAdminRoleId),
        )
        .as('is_super'),
      needed.length === 0
        ? eb.lit(1).as('allowed')
        : eb
            .exists(
              eb
                .selectFrom('staff_roles as sr2')
                .innerJoin('role_permissions as rp', 'rp.role_id', 'sr2.role_id')
                .select('rp.role_id')
                .whereRef('sr2.staff_id', '=', 'st.id')
                .where('rp.permission_name', 'in', needed),
            )
            .as('allowed'),
    ])
    .where('s.id', '=', sid)
    .where('s.staff_id', '=', staffId);
}

const truthy = (v: unknown): boolean => v === true || Number(v) === 1;

export function installAuth(app: FastifyInstance, db: Kysely<Database>, config: ServerConfig): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const permission: RoutePermission | undefined = request.routeOptions.config?.permission;
    if (permission === undefined || permission === 'public') return;
    reply.header('Cache-Control', 'no-store'); // a signed-in answer, refusals included, is never kept by a cache
    const token = bearer(request);
    const claims = token ? verifyToken(token, config) : null;
    const staffId = claims ? Number(claims.sub) : NaN;
    if (!claims || !Number.isInteger(staffId)) return deny(reply, 401);
    const row = await loadPrincipal(db, claims.sid, staffId, config.superAdminRoleId, requiredKeys(permission));
    if (!row || row.revoked_at !== null || Number(row.expires_at) <= Date.now() || truthy(row.disabled)) return deny(reply, 401);
    const isSuperAdmin = truthy(row.is_super);
    request.principal = { staffId: row.id, email: row.email, name: row.name, sessionId: claims.sid, isSuperAdmin };
    if (!isSuperAdmin && !truthy(row.allowed)) return deny(reply, 403);
  });
}

function deny(reply: FastifyReply, status: 401 | 403) {
  return reply.code(status).send({ success: false, message: status === 401 ? UNAUTHORIZED_MESSAGE : FORBIDDEN_MESSAGE, data: null });
}

/** The signed-in principal of a route that declared a permission (never null there). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf() used on a public route');
  return request.principal;
}
