/**
 * Sessions idle past a limit (issue 42 item 5, PCI DSS 8.2.8: payment staff sessions lock after 15 minutes idle).
 * The server refuses such a session with the 401 any ended session gets, in the route's own envelope, and says why
 * in the standard bearer challenge header (RFC 6750), so no backend's envelope changes: the console locks (asks for
 * a new code) on this one and signs out on every other 401.
 */
export const SESSION_IDLE_DEFAULT_SECONDS = 900;

export const IDLE_CHALLENGE_HEADER = 'WWW-Authenticate';
export const IDLE_CHALLENGE = 'Bearer error="invalid_token", error_description="session idle"';

/** Pure: whether a 401's WWW-Authenticate header is the idle challenge. */
export function isIdleChallenge(header: string | null | undefined): boolean {
  return typeof header === 'string' && header.includes('error_description="session idle"');
}

/** POST on the CRM API: "the user is at the console" (sent by the console on input, at most once a minute). */
export const SESSION_ACTIVITY_PATH = '/session/activity';

/** Pure: how often at most a session's last activity is written: every 30 s, or a tenth of a shorter limit. */
export function touchEveryMs(idleMs: number): number {
  return Math.max(100, Math.min(30_000, Math.floor(idleMs / 10)));
}

/** Pure: a session last seen at `lastSeenMs` is idle past `idleMs` at `nowMs` (0: no idle limit). */
export function idleOver(lastSeenMs: number, nowMs: number, idleMs: number): boolean {
  return idleMs > 0 && nowMs - lastSeenMs > idleMs;
}
