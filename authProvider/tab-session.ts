import { SESSION_CALLS } from '../contract/session/sign-in-calls';
import { SSO_ERROR_KEY, SSO_TICKET_KEY } from '../contract/sso';
import { backendUrl } from '../dataProviders/runtime-config';
import { readLegacyToken } from './legacy-session';
import { SESSION_KEYS, SIGNED_OUT_KEY, writeSession, type Session } from './session';
import { SIGN_IN_NOTICE_KEY } from './sign-in-notice';

/**
 * A new tab, a bookmark or a Ctrl+click of a signed-in staff member starts with an empty sessionStorage (spec §3.1).
 * Before it decides it is signed out, it asks the CRM API once for the browser's session (contract/tab-session.ts):
 * the server reads its HttpOnly tab cookie and, while that session lives, answers what a sign-in stores, which is
 * stored here under the same keys. Anything else (no cookie, a session ended, idle or of a disabled user, a network
 * failure) means signed out. The cookie is SameSite=Strict and the server checks the page's origin, so this works
 * when the console and the CRM API are on the same origin (the default `/api/crm`); with an API elsewhere every tab
 * signs in on its own, as before.
 */

/**
 * Pure: whether a tab with no token may ask. Not after signing out here (authProvider/user-data.ts), and not when the
 * sign-in screen has something of its own to finish: a single sign-on return in the address, or a legacy session to
 * restore (spec §4).
 */
export function mayResumeTab(
  storage: Storage = sessionStorage,
  hash: string = window.location.hash,
  legacy: () => string | null = readLegacyToken,
): boolean {
  if (storage.getItem(SESSION_KEYS.token) || storage.getItem(SIGNED_OUT_KEY)) return false;
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  if (fragment.has(SSO_TICKET_KEY) || fragment.has(SSO_ERROR_KEY)) return false;
  return legacy() === null;
}

/** Pure: the session in the server's answer, when it is one a sign-in would store. */
export function tabSessionOf(data: unknown): Session | null {
  if (!data || typeof data !== 'object') return null;
  const { token, userInfo, roles, permissions } = data as Partial<Session>;
  const validUser = userInfo && typeof userInfo === 'object' && Number.isInteger(userInfo.id);
  if (typeof token !== 'string' || !token || !validUser || !Array.isArray(roles) || !Array.isArray(permissions))
    return null;
  return { token, userInfo, roles, permissions };
}

async function askServer(): Promise<Session | null> {
  try {
    // Not through http.ts: no bearer token to send, and its 401 is "not signed in", never "session expired".
    // The declaration's backend and path, without the endpoint client: the entry runs this before anything else
    // loads, and the client's imports (the binding helpers) split the entry's chunk badly.
    const { backend, path, method } = SESSION_CALLS.tab;
    const response = await fetch(`${backendUrl(backend)}${path}`, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const session = tabSessionOf(((await response.json()) as { data?: unknown } | null)?.data);
    if (!session || sessionStorage.getItem(SESSION_KEYS.token)) return null; // signed in meanwhile: keep that
    writeSession(session);
    sessionStorage.removeItem(SIGN_IN_NOTICE_KEY); // a notice left for the sign-in screen no longer applies
    return session;
  } catch {
    return null;
  }
}

let asking: Promise<Session | null> | null = null;

/** Asks once for the browser's session and stores it; callers at the same time share the one request. */
export function resumeTabSession(): Promise<Session | null> {
  asking ??= askServer().finally(() => {
    asking = null;
  });
  return asking;
}
