/**
 * Signing in and the session's own calls on the CRM API, declared once (contract/endpoint.ts, issue 40; spec §4,
 * §7.2): the one-time code's three steps, single sign-on (contract/sso.ts), a new tab's session
 * (contract/tab-session.ts), the user's activity (contract/session-idle.ts), the development outbox, and the live
 * queues (contract/live/queues.ts). The console calls them through dataProviders/endpoint-client.ts (authProvider/,
 * dataProviders/crm/live.ts); the reference backend registers them through server/routes/declared.ts serve()
 * (server/routes/crm/otp-routes.ts, sso-routes.ts, tab-session.ts, session-activity.ts, dev-outbox.ts, live.ts);
 * tests/server/endpoint-table.test.ts checks each is served as declared.
 */
import type { Endpoint } from '../endpoint';
import { byPart } from '../endpoint-parts';
import { ANY_LIVE_QUEUE_KEYS, LIVE_PATHS } from '../live/queues';
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

/** The session's own calls. */
export const SESSION_CALLS = {
  /** A tab with no session asks for the browser's (public: the tab cookie is its credential, not a token). */
  tab: signIn('POST', TAB_SESSION_PATH),
  /** "The user is at the console" (sent on input, at most once a minute). */
  activity: { backend: 'crm', method: 'POST', path: SESSION_ACTIVITY_PATH, access: 'signed-in' },
  /** Development only, and only from this machine: the last codes sent, so sign-in works without a mail server. */
  devOutbox: signIn('GET', '/dev/outbox'),
} as const satisfies Record<string, Endpoint>;

/** Whoever may list any live queue (the stream says which of them each may hear). */
const LIVE_ACCESS = { rules: { list: ANY_LIVE_QUEUE_KEYS }, actions: ['list'] } as const;
const live = (method: Endpoint['method'], path: string): Endpoint => ({
  backend: 'crm',
  method,
  path,
  access: LIVE_ACCESS,
});

/** The live queues (issue 39 item 7): the event stream, "I have this item open", closed, and who else has. */
export const LIVE_CALLS = {
  /** A server-sent event stream (text/event-stream), read with fetch so the token goes in a header. */
  queues: live('GET', LIVE_PATHS.queues),
  viewing: live('PUT', LIVE_PATHS.viewing),
  leave: live('DELETE', LIVE_PATHS.viewing),
  viewers: live('GET', LIVE_PATHS.viewers),
} as const satisfies Record<string, Endpoint>;

export const SESSION_ENDPOINTS: Readonly<Record<string, Endpoint>> = byPart({
  otp: OTP_CALLS,
  sso: SSO_CALLS,
  session: SESSION_CALLS,
  live: LIVE_CALLS,
});
