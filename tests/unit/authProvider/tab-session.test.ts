// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../authProvider';
import { LEGACY_SESSION_KEY } from '../../../authProvider/legacy-session';
import { readSession, SESSION_KEYS, SIGNED_OUT_KEY, writeSession } from '../../../authProvider/session';
import { SIGN_IN_NOTICE_KEY } from '../../../authProvider/sign-in-notice';
import { mayResumeTab, tabSessionOf } from '../../../authProvider/tab-session';
import { signOut } from '../../../authProvider/user-data';
import { onUnauthorized } from '../../../dataProviders/http';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const token = `h.${btoa(JSON.stringify({ sub: '4', sid: 's-1', exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.s`;
const session = {
  token,
  userInfo: { id: 4, name: 'Chetan Checker', email: 'checker@console.example', mobile: null },
  roles: [{ id: 4, name: 'Checker' }],
  permissions: [{ permission_name: 'CAN_APPROVE_PAYOUT' }],
};
const granted = () => json(200, { success: true, message: 'Login successful', data: { ...session, userId: 4 } });
const refused = () => json(401, { success: false, message: 'Unauthorized', data: null });

describe('a tab with no session of its own (issue 41 item 5)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const auth = createAuthProvider({ resources: [], superAdminRoleId: () => 1 });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('checkAuth asks the CRM API once, with the cookie and no token, and stores what a sign-in stores', async () => {
    fetchMock.mockResolvedValueOnce(granted());
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/crm/session/tab');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(readSession()).toEqual(session);
    expect(await auth.getIdentity!()).toMatchObject({ id: 4, fullName: 'Chetan Checker', initials: 'CC' });
    // Signed in now: the next check asks nothing.
    await auth.checkAuth({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('checks made at the same time share one request', async () => {
    fetchMock.mockImplementation(async () => granted());
    await Promise.all([auth.checkAuth({}), auth.checkAuth({}), auth.checkAuth({})]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is signed out when the server says no, without "Session Expired" or the 401 handlers', async () => {
    const handler = vi.fn();
    const off = onUnauthorized(handler);
    try {
      for (const answer of [refused(), json(403, { success: false }), json(200, { success: true, data: null })]) {
        fetchMock.mockResolvedValueOnce(answer);
        await expect(auth.checkAuth({})).rejects.toThrow('auth.session_expired');
      }
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await expect(auth.checkAuth({})).rejects.toThrow('auth.session_expired');
    } finally {
      off();
    }
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(handler).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(sessionStorage.getItem(SIGN_IN_NOTICE_KEY)).toBeNull();
  });

  it('an opened session forgets a notice left for the sign-in screen', async () => {
    sessionStorage.setItem(SIGN_IN_NOTICE_KEY, 'session_expired');
    fetchMock.mockResolvedValueOnce(granted());
    await auth.checkAuth({});
    expect(sessionStorage.getItem(SIGN_IN_NOTICE_KEY)).toBeNull();
  });

  it('a tab that signed out asks nothing until it signs in again', async () => {
    writeSession(session);
    fetchMock.mockResolvedValueOnce(json(200, { success: true, message: 'Logged out successfully', data: null }));
    await auth.logout({});
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/crm/logout');
    expect(sessionStorage.getItem(SIGNED_OUT_KEY)).toBe('1');
    await expect(auth.checkAuth({})).rejects.toThrow('auth.session_expired');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    writeSession(session); // a sign-in in this tab
    expect(sessionStorage.getItem(SIGNED_OUT_KEY)).toBeNull();
  });

  it('a logout after the session was already refused (a 401) does not mark the tab', async () => {
    await signOut();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SIGNED_OUT_KEY)).toBeNull();
  });

  it('a stored token the session no longer accepts is expired, not replaced', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'tampered');
    await expect(auth.checkAuth({})).rejects.toThrow('auth.session_expired');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SIGN_IN_NOTICE_KEY)).toBe('session_expired');
  });
});

describe('mayResumeTab (pure)', () => {
  const empty = () => {
    sessionStorage.clear();
    return sessionStorage;
  };
  it('asks only with no token, not after signing out here, and not when sign-in has its own work', () => {
    expect(mayResumeTab(empty(), '', () => null)).toBe(true);
    expect(mayResumeTab(empty(), '#something', () => null)).toBe(true);
    const withToken = empty();
    withToken.setItem(SESSION_KEYS.token, token);
    expect(mayResumeTab(withToken, '', () => null)).toBe(false);
    const signedOut = empty();
    signedOut.setItem(SIGNED_OUT_KEY, '1');
    expect(mayResumeTab(signedOut, '', () => null)).toBe(false);
    expect(mayResumeTab(empty(), '#sso_ticket=abc', () => null)).toBe(false);
    expect(mayResumeTab(empty(), '#sso_error=cancelled', () => null)).toBe(false);
    expect(mayResumeTab(empty(), '', () => 'legacy-token')).toBe(false);
  });

  it('reads the legacy value from localStorage by default', () => {
    sessionStorage.clear();
    localStorage.setItem(LEGACY_SESSION_KEY, 'legacy-token');
    expect(mayResumeTab(sessionStorage, '')).toBe(false);
    localStorage.clear();
    expect(mayResumeTab(sessionStorage, '')).toBe(true);
  });
});

describe('tabSessionOf (pure)', () => {
  it('takes only an answer a sign-in would store', () => {
    expect(tabSessionOf({ ...session, userId: 4 })).toEqual(session);
    expect(tabSessionOf(null)).toBeNull();
    expect(tabSessionOf({ ...session, token: '' })).toBeNull();
    expect(tabSessionOf({ ...session, roles: undefined })).toBeNull();
    expect(tabSessionOf({ ...session, permissions: 'all' })).toBeNull();
    expect(tabSessionOf({ ...session, userInfo: { name: 'x' } })).toBeNull();
  });
});
