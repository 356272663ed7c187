import { STAFF_SESSION_CALLS } from '../contract/session/sign-in-calls';
import { callEndpoint } from '../dataProviders/endpoint-client';
import { crmCall } from './crm-envelope';
import { tokenSubject } from './identity';
import { OTP_FAILED } from './otp';
import {
  clearSession,
  SESSION_KEYS,
  SIGNED_OUT_KEY,
  writeSession,
  type Permission,
  type Role,
  type Session,
  type UserInfo,
} from './session';

/** User info, roles and permissions of the staff member the token belongs to (spec §4, §7.2). */
export async function loadUserData(userId: number): Promise<Omit<Session, 'token'>> {
  const values = { id: userId };
  const userInfo = await crmCall<UserInfo>({
    step: 'user_details',
    endpoint: STAFF_SESSION_CALLS.user,
    values,
    fallback: OTP_FAILED,
  });
  const roles = await crmCall<Role[]>({
    step: 'user_roles',
    endpoint: STAFF_SESSION_CALLS.roles,
    values,
    fallback: OTP_FAILED,
  });
  const permissions = await crmCall<Permission[]>({
    step: 'user_permissions',
    endpoint: STAFF_SESSION_CALLS.permissions,
    values,
    fallback: OTP_FAILED,
  });
  return { userInfo, roles, permissions };
}

/**
 * Opens a session for a token: stores it, then loads user info, roles and permissions for its subject into
 * sessionStorage. On failure the session is cleared; `signOutOnFailure` also ends it on the server (a fresh
 * sign-in does; a legacy restore only clears, spec §4).
 */
export async function openSession(
  token: string,
  userId: number | null,
  { signOutOnFailure = true } = {},
): Promise<Session> {
  sessionStorage.setItem(SESSION_KEYS.token, token);
  try {
    const subject = userId && Number.isInteger(userId) && userId > 0 ? userId : tokenSubject(token);
    if (!subject) throw new Error(OTP_FAILED);
    const session: Session = { token, ...(await loadUserData(subject)) };
    writeSession(session);
    return session;
  } catch (error) {
    if (signOutOnFailure) await endServerSession();
    clearSession();
    throw error;
  }
}

/** POST /logout with the current token; a failure (network, an already-ended session) changes nothing. */
export async function endServerSession(): Promise<void> {
  if (!sessionStorage.getItem(SESSION_KEYS.token)) return;
  try {
    await callEndpoint(STAFF_SESSION_CALLS.logout);
  } catch {
    // The session is cleared locally whatever the server says.
  }
}

/**
 * Logout: ends the session on the server (the server ends the browser's tab cookie too), then clears everything
 * stored for it. A tab whose session was still here remembers it signed out, so it never reopens the browser's
 * session by itself (authProvider/tab-session.ts); one whose session was already refused (any 401) does not.
 */
export async function signOut(): Promise<void> {
  const signedIn = sessionStorage.getItem(SESSION_KEYS.token) !== null;
  await endServerSession();
  clearSession();
  if (signedIn) sessionStorage.setItem(SIGNED_OUT_KEY, '1');
}
