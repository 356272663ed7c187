import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { SSO_CALLS } from '../../../contract/session/calls.js';
import {
  safeReturnPath,
  SSO_ERROR_KEY,
  SSO_LOGIN_SECONDS,
  SSO_RETURN_PARAM,
  SSO_TICKET_KEY,
  SSO_TICKET_SECONDS,
  type SsoError,
} from '../../../contract/sso.js';
import type { AppDeps } from '../../app-deps.js';
import type { OidcSettings } from '../../config.js';
import type { Database } from '../../db/database.js';
import { isLoopbackHost } from '../../loopback.js';
import { emitMetricSignal } from '../../plugins/metric-signals.js';
import { issueSession } from '../../plugins/tokens.js';
import { writeAudit } from '../../repositories/audit.js';
import { findStaffByAddress } from '../../repositories/otp.js';
import { serve, type ServeOptions } from '../declared.js';
import { fail, ok, okSchema } from './envelope.js';
import { noStore } from './otp-routes.js';
import { OTP_MESSAGES } from './otp-rules.js';
import { setTabCookie } from './tab-cookie.js';

/** What a ticket that cannot be redeemed (used, expired, never issued) is told. */
export const SSO_TICKET_REFUSED = 'This sign-in has expired. Please sign in again.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The provider's configuration (its discovery document and keys), read once per process and again after a failure,
 * so a provider that was down at start is found when it is back. Plain http only to this machine (a test provider).
 */
function providerOf(settings: OidcSettings): () => Promise<oidc.Configuration> {
  let discovered: Promise<oidc.Configuration> | null = null;
  const issuer = new URL(settings.issuer);
  const local = issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname);
  return () => {
    discovered ??= oidc
      .discovery(
        issuer,
        settings.clientId,
        undefined,
        oidc.ClientSecretBasic(settings.clientSecret),
        local ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };
}

/** Sends the browser back to the console: to the path it came from with a ticket, or to sign-in with a reason. */
const backToConsole = (reply: FastifyReply, path: string, fragment: Record<string, string>) =>
  reply
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .redirect(`${safeReturnPath(path)}#${new URLSearchParams(fragment).toString()}`, 303);

const refuse = (reply: FastifyReply, error: SsoError, path = '/crm/') =>
  backToConsole(reply, path, { [SSO_ERROR_KEY]: error });

/** The sign-in a callback's `state` names, while it waits for the provider's answer (not yet given a ticket). */
function pendingLogin(db: Kysely<Database>, state: string, now: number) {
  return db
    .selectFrom('sso_logins')
    .selectAll()
    .where('state', '=', state)
    .where('ticket_hash', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Single sign-on with OpenID Connect beside the one-time code (issue 42 item 5; contract/sso.ts), registered only when
 * OIDC_* are set. The authorization code flow with PKCE, state and nonce (openid-client); the staff member is the one
 * whose e-mail the provider has verified, and must be able to sign in with a code (not disabled, not locked); roles
 * and permissions stay the console's own. State lives in the database, so the callback may reach any instance.
 */
export async function ssoRoutes(app: FastifyInstance, { db, config }: Pick<AppDeps, 'db' | 'config'>): Promise<void> {
  const settings = config.oidc;
  if (!settings) return;
  const provider = providerOf(settings);
  const signIn: ServeOptions = { refusal: 'bare', onRequest: noStore };

  serve(
    app,
    SSO_CALLS.start,
    { querystring: z.object({ [SSO_RETURN_PARAM]: z.string().max(2000).optional() }) },
    async (request, reply) => {
      const returnTo = safeReturnPath(request.query[SSO_RETURN_PARAM]);
      let configuration: oidc.Configuration;
      try {
        configuration = await provider();
      } catch (error) {
        request.log.warn({ err: error }, 'single sign-on: the OpenID provider could not be reached');
        return refuse(reply, 'unavailable', returnTo);
      }
      const now = Date.now();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const verifier = oidc.randomPKCECodeVerifier();
      await db
        .insertInto('sso_logins')
        .values({
          state,
          nonce,
          code_verifier: verifier,
          return_to: returnTo,
          created_at: now,
          expires_at: now + SSO_LOGIN_SECONDS * 1000,
        })
        .execute();
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: settings.redirectUrl,
        scope: 'openid email',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      return reply.header('Referrer-Policy', 'no-referrer').redirect(url.href, 303);
    },
    signIn,
  );

  serve(
    app,
    SSO_CALLS.callback,
    { querystring: z.object({ state: z.string().max(200).optional() }).passthrough() },
    async (request, reply) => {
      const now = Date.now();
      const state = request.query.state ?? '';
      const login = state ? await pendingLogin(db, state, now) : undefined;
      if (!login) return refuse(reply, 'failed');
      const signInFailed = (reason: SsoError) => {
        emitMetricSignal({ kind: 'sign-in-failed', reason: 'invalid' });
        return db
          .deleteFrom('sso_logins')
          .where('state', '=', state)
          .execute()
          .then(() => refuse(reply, reason, login.return_to));
      };
      if ('error' in (request.query as Record<string, unknown>)) return signInFailed('cancelled');
      // The e-mail and whether it is verified: from the ID token, else (a provider that keeps them out of it, as
      // OpenID Connect's default for scope claims) from the userinfo endpoint for the same subject.
      let claims: Record<string, unknown> | undefined;
      try {
        const configuration = await provider();
        const query = request.raw.url?.split('?')[1] ?? '';
        const tokens = await oidc.authorizationCodeGrant(configuration, new URL(`${settings.redirectUrl}?${query}`), {
          pkceCodeVerifier: login.code_verifier,
          expectedState: state,
          expectedNonce: login.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims()!;
        claims = {
          ...(typeof idToken.email === 'string'
            ? idToken
            : await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)),
        };
      } catch (error) {
        request.log.warn({ err: error }, 'single sign-on: the OpenID provider’s answer was refused');
        return signInFailed('failed');
      }
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!email || claims?.email_verified !== true) return signInFailed('unverified');
      const staff = await findStaffByAddress(db, 'email', email, now);
      if (!staff || staff.disabled || staff.locked) return signInFailed('not_staff');
      const ticket = randomBytes(32).toString('base64url');
      const issued = await db
        .updateTable('sso_logins')
        .set({ staff_id: staff.id, ticket_hash: sha256(ticket), expires_at: now + SSO_TICKET_SECONDS * 1000 })
        .where('state', '=', state)
        .where('ticket_hash', 'is', null)
        .executeTakeFirst();
      // The same answer delivered twice (a reload of the callback): only the first gets a ticket.
      if (Number(issued.numUpdatedRows) !== 1) return refuse(reply, 'failed', login.return_to);
      return backToConsole(reply, login.return_to, { [SSO_TICKET_KEY]: ticket });
    },
    signIn,
  );

  serve(
    app,
    SSO_CALLS.redeem,
    {
      body: z.object({ ticket: z.string().min(1).max(100) }),
      response: { 200: okSchema(z.object({ token: z.string(), userId: z.number().int() })) },
    },
    async (request, reply) => {
      const now = Date.now();
      const outcome = await db.transaction().execute(async (trx) => {
        // One use: the row goes as it is read, so two redeems of one ticket cannot both pass.
        const row = await trx
          .deleteFrom('sso_logins')
          .where('ticket_hash', '=', sha256(request.body.ticket))
          .where('expires_at', '>', now)
          .returning(['staff_id'])
          .executeTakeFirst();
        if (!row?.staff_id) return null;
        const staff = await trx
          .selectFrom('staff')
          .select(['id', 'email'])
          .where('id', '=', row.staff_id)
          .executeTakeFirst();
        const able = staff && (await findStaffByAddress(trx, 'email', staff.email, now));
        if (!staff || !able || able.disabled || able.locked) return null;
        const { token, sessionId } = await issueSession(trx, config, staff.id, now);
        await writeAudit(trx, {
          actor: { staffId: staff.id, email: staff.email },
          action: 'auth.sign-in',
          entity: 'staff',
          entityId: staff.id,
          after: { method: 'oidc', issuer: settings.issuer },
          at: now,
        });
        return { token, userId: staff.id, sessionId };
      });
      if (!outcome) {
        emitMetricSignal({ kind: 'sign-in-failed', reason: 'invalid' });
        return fail(reply, 400, SSO_TICKET_REFUSED);
      }
      setTabCookie(request, reply, config, outcome.sessionId); // the browser's other tabs (tab-session.ts)
      return ok({ token: outcome.token, userId: outcome.userId }, OTP_MESSAGES.signedIn);
    },
    signIn,
  );
}
