/**
 * Signing in and the session's own calls on the CRM API, declared once (contract/endpoint.ts, issue 40; spec §4,
 * §7.2): the one-time code's three steps, single sign-on (contract/sso.ts), a new tab's session
 * (contract/tab-session.ts), the user's activity (contract/session-idle.ts) and the development outbox. The sign-in
 * screen imports this file, so it imports nothing heavier than those constants (no bindings, no zod).
 * The console calls them through dataProviders/endpoint-client.ts (authProvider/); the reference backend registers
 * them through server/routes/declared.ts serve() (server/routes/crm/otp-routes.ts, sso-routes.ts, tab-session.ts,
 * session-activity.ts, dev-outbox.ts).
 */
import type { Endpoint } from '../endpoint';
import { SESSION_ACTIVITY_PATH } from '../session-idle';
import { SSO_CALLBACK_PATH, SSO_REDEEM_PATH, SSO_START_PATH } from '../sso';
import { TAB_SESSION_PATH } from '../tab-session';

const signIn = (method: Endpoint['method'], path: string): Endpoint => ({
  backend: 'crm',
  method,
  path,
  access: 'public',
});

/** The one-time code (spec §7.2): a code sent, checked for a session, sent again. Public: the body is the credential. */
export const OTP_CALLS = {
  request: signIn('POST', '/login/otp/request'),
  verify: signIn('POST', '/login/otp/verify'),
  resend: signIn('POST', '/login/otp/resend'),
} as const satisfies Record<string, Endpoint>;

/**
 * Single sign-on (issue 42 item 5), served only when OIDC_* are set: the browser is sent to `start` (a navigation,
 * not a call), the provider sends it back to `callback`, and the console redeems the ticket it got for a session.
 */
export const SSO_CALLS = {
  start: signIn('GET', SSO_START_PATH),
  callback: signIn('GET', SSO_CALLBACK_PATH),
  redeem: signIn('POST', SSO_REDEEM_PATH),
} as const satisfies Record<string, Endpoint>;

const signedIn = (method: Endpoint['method'], path: string): Endpoint => ({
  backend: 'crm',
  method,
  path,
  access: 'signed-in',
});

/**
 * Right after signing in (spec §4, §7.2): who the token's staff member is, their roles and permissions (anyone signed
 * in reads their own; another's needs the users list key, checked by the route), and the logout. Served by
 * server/routes/crm/users.ts; declared here, beside the sign-in, so the sign-in screen loads no admin table.
 */
export const STAFF_SESSION_CALLS = {
  user: signedIn('GET', '/users/:id'),
  roles: signedIn('GET', '/users/:id/roles'),
  permissions: signedIn('GET', '/users/:id/permissions'),
  logout: signedIn('POST', '/logout'),
} as const satisfies Record<string, Endpoint>;

/** The session's own calls. */
export const SESSION_CALLS = {
  /** A tab with no session asks for the browser's (public: the tab cookie is its credential, not a token). */
  tab: signIn('POST', TAB_SESSION_PATH),
  /** "The user is at the console" (sent on input, at most once a minute). */
  activity: signedIn('POST', SESSION_ACTIVITY_PATH),
  /** Development only, and only from this machine: the last codes sent, so sign-in works without a mail server. */
  devOutbox: signIn('GET', '/dev/outbox'),
} as const satisfies Record<string, Endpoint>;
