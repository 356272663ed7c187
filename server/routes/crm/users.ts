import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { keysFor } from '../../../contract/binding.js';
import { USERS } from '../../../contract/bindings.js';
import { STAFF_SESSION_CALLS as STAFF } from '../../../contract/session/sign-in-calls.js';
import type { AppDeps } from '../../app-deps.js';
import { writeAudit } from '../../repositories/audit.js';
import { FORBIDDEN_MESSAGE, principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { holdsAny, permissionNamesOf } from '../../repositories/access.js';
import { rolesOfStaff } from '../../repositories/roles.js';
import { findSessionWithStaff, revokeSession } from '../../repositories/sessions.js';
import { findIdentity } from '../../repositories/users.js';
import { serve } from '../declared.js';
import { idParam } from '../success-envelope.js';
import { ok, okSchema } from './envelope.js';
import { clearTabCookie, tabCookieSession } from './tab-cookie.js';

const idParams = idParam('Invalid user id.');
const identity = z.object({ id: z.number().int(), name: z.string(), email: z.string(), mobile: z.string().nullable() });

/**
 * The signed-in user's identity, roles and permissions, loaded right after sign-in (spec §4, §7.2), and the logout
 * (contract/session/sign-in-calls.ts STAFF_SESSION_CALLS). Anyone signed in may read their own; reading someone
 * else's needs what listing users needs (USERS binding), checked here.
 */
export async function crmUserRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const readUser = { refusal: 'bare' as const };

  async function allowedId(request: FastifyRequest, id: number): Promise<number> {
    const principal = principalOf(request);
    if (id !== principal.staffId && !(await holdsAny(db, principal, keysFor(USERS.access, ['list']))))
      throw new RequestError(403, FORBIDDEN_MESSAGE);
    if (!(await findIdentity(db, id))) throw new RequestError(404, 'No Record Found!');
    return id;
  }

  serve(
    app,
    STAFF.user,
    { params: idParams, response: { 200: okSchema(identity) } },
    async (request) => {
      const id = await allowedId(request, request.params.id);
      return ok((await findIdentity(db, id))!);
    },
    readUser,
  );

  serve(
    app,
    STAFF.roles,
    { params: idParams, response: { 200: okSchema(z.array(z.object({ id: z.number().int(), name: z.string() }))) } },
    async (request) => ok(await rolesOfStaff(db, await allowedId(request, request.params.id))),
    readUser,
  );

  serve(
    app,
    STAFF.permissions,
    { params: idParams, response: { 200: okSchema(z.array(z.object({ permission_name: z.string() }))) } },
    async (request) => {
      const names = await permissionNamesOf(db, await allowedId(request, request.params.id), config.superAdminRoleId);
      return ok(names.map((permission_name) => ({ permission_name })));
    },
    readUser,
  );

  /**
   * Ends this token's session (a second logout changes nothing and writes no second audit row), and the browser's:
   * the session its tab cookie names, when that is the same staff member's (a sign-in in another tab), and the cookie
   * goes, so no new tab opens signed in (routes/crm/tab-session.ts). Every tab's token is refused at its next request.
   */
  serve(app, STAFF.logout, { response: { 200: okSchema(z.null()) } }, async (request, reply) => {
    const principal = principalOf(request);
    const now = Date.now();
    const cookieSession = tabCookieSession(request, config);
    await db.transaction().execute(async (trx) => {
      const sessions = new Set([principal.sessionId, ...(cookieSession ? [cookieSession] : [])]);
      for (const sessionId of sessions)
        if (await revokeSession(trx, sessionId, now, principal.staffId))
          await writeAudit(trx, {
            actor: principal,
            action: 'auth.sign-out',
            entity: 'staff',
            entityId: principal.staffId,
            at: now,
          });
    });
    // Another staff member's cookie (two people on one browser) is theirs to end.
    const owner = cookieSession ? (await findSessionWithStaff(db, cookieSession))?.id : principal.staffId;
    if (owner === principal.staffId) clearTabCookie(request, reply);
    return ok(null, 'Logged out successfully');
  });
}
