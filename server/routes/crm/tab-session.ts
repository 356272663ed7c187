import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SESSION_CALLS } from '../../../contract/session/calls.js';
import { IDLE_CHALLENGE, IDLE_CHALLENGE_HEADER, idleOver } from '../../../contract/session-idle.js';
import type { AppDeps } from '../../app-deps.js';
import { lastSeenOf, sessionEnded, UNAUTHORIZED_MESSAGE } from '../../plugins/auth.js';
import { emitMetricSignal } from '../../plugins/metric-signals.js';
import { signTokenForSession } from '../../plugins/tokens.js';
import { permissionNamesOf } from '../../repositories/access.js';
import { writeAudit } from '../../repositories/audit.js';
import { withinLimits } from '../../repositories/rate-limits.js';
import { rolesOfStaff } from '../../repositories/roles.js';
import { findSessionWithStaff } from '../../repositories/sessions.js';
import { findIdentity } from '../../repositories/users.js';
import { serve } from '../declared.js';
import { fail, ok, okSchema } from './envelope.js';
import { OTP_MESSAGES, rateLimit } from './otp-rules.js';
import { clearTabCookie, fromThisOrigin, hasTabCookie, tabCookieSession } from './tab-cookie.js';

/** What a sign-in leaves in the tab's sessionStorage (authProvider/session.ts), with a token of the same session. */
const tabAnswer = okSchema(
  z.object({
    token: z.string(),
    userId: z.number().int(),
    userInfo: z.object({ id: z.number().int(), name: z.string(), email: z.string(), mobile: z.string().nullable() }),
    roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
    permissions: z.array(z.object({ permission_name: z.string() })),
  }),
);

export const CROSS_SITE_MESSAGE = 'Not authorized!';

/**
 * POST /session/tab (contract/tab-session.ts): a tab with no session of its own asks for the browser's. Public (the
 * tab cookie is its credential, not a bearer token), and refused unless the page asking is of this origin
 * (SameSite=Strict already keeps other sites' requests from carrying the cookie). The cookie's session must be open:
 * not signed out, not past its 8 hours, its staff member not disabled, and not idle past SESSION_IDLE_SECONDS (an
 * idle-locked console is unlocked only by a new code: a new tab must not lift the lock, so this call neither
 * accepts an idle session nor counts as activity). A refusal is the 401 of an ended session; a cookie whose session
 * has ended is removed. Rate-limited per session and per client IP apart from the code limits, and audited as a
 * sign-in (`method: 'tab'`).
 */
export async function tabSessionRoutes(app: FastifyInstance, { db, config }: Pick<AppDeps, 'db' | 'config'>) {
  const idleMs = config.sessionIdleSeconds * 1000;
  const refuse = (request: FastifyRequest, reply: FastifyReply, clear: boolean) => {
    if (clear) clearTabCookie(request, reply);
    return fail(reply, 401, UNAUTHORIZED_MESSAGE);
  };

  serve(
    app,
    SESSION_CALLS.tab,
    { response: { 200: tabAnswer } },
    async (request, reply) => {
      if (!fromThisOrigin(request.headers, request.host)) return fail(reply, 403, CROSS_SITE_MESSAGE);
      if (!hasTabCookie(request)) return refuse(request, reply, false);
      const sessionId = tabCookieSession(request, config);
      if (!sessionId) return refuse(request, reply, true);
      const now = Date.now();
      const allowed = await withinLimits(
        db,
        [
          [`tab:session:${sessionId}`, rateLimit('tabPerSession', config.authRateLimitScale)],
          [`tab:ip:${request.ip}`, rateLimit('tabPerIp', config.authRateLimitScale)],
        ],
        now,
      );
      if (!allowed) {
        emitMetricSignal({ kind: 'sign-in-failed', reason: 'rate-limited' });
        return fail(reply, 429, OTP_MESSAGES.rateLimited);
      }
      const session = await findSessionWithStaff(db, sessionId);
      if (!session || sessionEnded(session, now)) return refuse(request, reply, true);
      if (idleOver(lastSeenOf(session), now, idleMs)) {
        reply.header(IDLE_CHALLENGE_HEADER, IDLE_CHALLENGE);
        return refuse(request, reply, false);
      }
      const staffId = session.id;
      const [userInfo, roles, names] = await Promise.all([
        findIdentity(db, staffId),
        rolesOfStaff(db, staffId),
        permissionNamesOf(db, staffId, config.superAdminRoleId),
      ]);
      if (!userInfo) return refuse(request, reply, true);
      await writeAudit(db, {
        actor: { staffId, email: session.email },
        action: 'auth.sign-in',
        entity: 'staff',
        entityId: staffId,
        after: { method: 'tab' },
        at: now,
      });
      const token = signTokenForSession(config, { staffId, sessionId, expiresAtMs: Number(session.expires_at) });
      return ok(
        { token, userId: staffId, userInfo, roles, permissions: names.map((permission_name) => ({ permission_name })) },
        OTP_MESSAGES.signedIn,
      );
    },
    { onRequest: async (_request, reply) => void reply.header('Cache-Control', 'no-store') },
  );
}
