import { SESSION_KEYS } from '../contract/session/storage-keys';

/** The signed-in session in sessionStorage, under the keys of spec §3.1 (contract/session/storage-keys.ts). */
export { SESSION_KEYS };

export interface UserInfo {
  id: number;
  name: string;
  email: string;
}
export interface Role {
  id: number;
  name?: string;
}
export interface Permission {
  permission_name: string;
}

export interface Session {
  token: string;
  userInfo: UserInfo;
  roles: Role[];
  permissions: Permission[];
}

function parseJson<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Seconds since the epoch at which the token expires, read without verifying (the server verifies). */
export function tokenExpiry(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** The last session parsed, with the stored strings it came from (see readSession). */
let parsed: { storage: Storage; raw: readonly (string | null)[]; session: Session | null; exp: number | null } | null =
  null;

/**
 * A session is valid only with a token, user info, permissions, roles and an unexpired token (spec §3.1). Parsed once
 * while what is stored stays the same: the menu asks authProvider.canAccess once per entry on every cold load, and
 * parsing the permissions again each time cost about 15 ms at 4× CPU (DESIGN.md §6). The expiry is checked each call.
 */
export function readSession(storage: Storage = sessionStorage, nowMs = Date.now()): Session | null {
  const keys = [SESSION_KEYS.token, SESSION_KEYS.userInfo, SESSION_KEYS.roles, SESSION_KEYS.permissions];
  const raw = keys.map((key) => storage.getItem(key));
  if (!parsed || parsed.storage !== storage || parsed.raw.some((value, i) => value !== raw[i])) {
    const [token, userInfoJson, rolesJson, permissionsJson] = raw;
    const userInfo = parseJson<UserInfo>(userInfoJson ?? null);
    const roles = parseJson<Role[]>(rolesJson ?? null);
    const permissions = parseJson<Permission[]>(permissionsJson ?? null);
    const complete = token && userInfo && Array.isArray(roles) && Array.isArray(permissions);
    parsed = {
      storage,
      raw,
      session: complete ? { token, userInfo, roles, permissions } : null,
      exp: token ? tokenExpiry(token) : null,
    };
  }
  if (!parsed.session || parsed.exp === null || parsed.exp * 1000 <= nowMs) return null;
  return parsed.session;
}

/**
 * Set when the user signs out in this tab: the tab then opens no session but one it signs in to itself (not the
 * browser's other tabs' session, authProvider/tab-session.ts, even if the server could not be told of the logout).
 */
export const SIGNED_OUT_KEY = 'signedOutHere';

export function writeSession(session: Session, storage: Storage = sessionStorage): void {
  storage.removeItem(SIGNED_OUT_KEY);
  storage.setItem(SESSION_KEYS.token, session.token);
  storage.setItem(SESSION_KEYS.userInfo, JSON.stringify(session.userInfo));
  storage.setItem(SESSION_KEYS.roles, JSON.stringify(session.roles));
  storage.setItem(SESSION_KEYS.permissions, JSON.stringify(session.permissions));
}

/** The §3.1 keys the console writes as the agent works (the rest are the sign-in's, writeSession). */
export type RememberedKey = 'consumerId' | 'allowedPages' | 'selectedTab' | 'businessCategories';

/** Writes one of them (a string as is, anything else as JSON); cleared with the session (clearSession). */
export function remember(key: RememberedKey, value: unknown, storage: Storage = sessionStorage): void {
  storage.setItem(SESSION_KEYS[key], typeof value === 'string' ? value : JSON.stringify(value));
}

export function clearSession(storage: Storage = sessionStorage): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}

export function sessionToken(storage: Storage = sessionStorage): string | null {
  return storage.getItem(SESSION_KEYS.token);
}
