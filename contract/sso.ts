/**
 * Single sign-on with OpenID Connect beside the one-time code (issue 42 item 5), on the CRM API. Optional: only when
 * the server is configured with an OpenID provider (OIDC_*), and then named in /crm/config.json as `sso`.
 *
 * The flow: the sign-in screen sends the browser to START (with the console path to come back to); the server
 * answers with a redirect to the provider; the provider sends the browser back to CALLBACK, where the server checks
 * the answer (state, nonce, PKCE), matches the staff member by the verified e-mail and sends the browser back to the
 * console with a one-time ticket in the address's fragment (never sent to a server, so never in a log); the console
 * exchanges the ticket at REDEEM for a session, as a one-time code's verify would give. Roles stay the console's own.
 */
export const SSO_START_PATH = '/login/oidc/start';
export const SSO_CALLBACK_PATH = '/login/oidc/callback';
export const SSO_REDEEM_PATH = '/login/oidc/redeem';

/** The query parameter of START: the console path to return to (under /crm/). */
export const SSO_RETURN_PARAM = 'returnTo';

/** Fragment keys the callback sends the browser back with: a ticket to redeem, or why sign-in did not happen. */
export const SSO_TICKET_KEY = 'sso_ticket';
export const SSO_ERROR_KEY = 'sso_error';

/** Why a single sign-on ended without a session (the sign-in screen says it in its own words). */
export const SSO_ERRORS = ['not_staff', 'unverified', 'cancelled', 'failed', 'unavailable'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** How long a ticket may wait to be redeemed (one use). */
export const SSO_TICKET_SECONDS = 60;
/** How long a sign-in may stay at the provider before its state is forgotten. */
export const SSO_LOGIN_SECONDS = 600;

/** Pure: a path the callback may send the browser back to: the console's own, never another site. */
export function safeReturnPath(path: unknown): string {
  if (typeof path !== 'string' || path.length > 2000) return '/crm/';
  const controlOrBackslash = [...path].some((c) => c === '\\' || c.charCodeAt(0) < 0x20);
  if (!path.startsWith('/crm/') || controlOrBackslash || path.includes('/..')) return '/crm/';
  return path.split('#')[0] ?? '/crm/';
}
