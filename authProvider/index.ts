import type { AuthProvider } from 'react-admin';
import type { Binding } from '../contract/binding';
import { canAccess, type AccessTable } from './canAccess';
import { initialsOf } from './identity';
import { clearSession, readSession, sessionToken } from './session';
import { leaveSignInNotice } from './sign-in-notice';
import { signOut } from './user-data';

/** A bespoke page's entry in the access table: `canAccess({ resource: name, action: 'access' })`. */
export interface GuardedPage {
  name: string;
  permissions: readonly string[];
}

export interface AuthProviderOptions {
  resources: readonly Binding[];
  pages?: readonly GuardedPage[];
  superAdminRoleId: () => number;
}

export function accessTableOf(resources: readonly Binding[], pages: readonly GuardedPage[] = []): AccessTable {
  return {
    ...Object.fromEntries(resources.map((r) => [r.name, r.access])),
    ...Object.fromEntries(pages.map((p) => [p.name, { access: p.permissions }])),
  };
}

/** Ends a session the server no longer accepts (any 401, spec §8): the sign-in screen says so. */
export function expireSession(): void {
  clearSession();
  leaveSignInNotice('session_expired');
}

/** Sessions are opened by the sign-in screen; this provider checks, reads and ends them. */
export function createAuthProvider({ resources, pages = [], superAdminRoleId }: AuthProviderOptions): AuthProvider {
  const table = accessTableOf(resources, pages);
  return {
    login: async () => undefined,
    logout: async () => {
      await signOut();
    },
    checkAuth: async () => {
      if (!readSession()) {
        if (sessionToken()) expireSession();
        else clearSession();
        throw new Error('auth.session_expired');
      }
    },
    checkError: async (error: { status?: number }) => {
      if (error?.status === 401) {
        expireSession();
        throw new Error('auth.session_expired');
      }
    },
    getIdentity: async () => {
      const session = readSession();
      if (!session) throw new Error('auth.session_expired');
      const { id, name } = session.userInfo;
      return { id, fullName: name, initials: initialsOf(name) };
    },
    getPermissions: async () => readSession()?.permissions.map((p) => p.permission_name) ?? [],
    canAccess: async ({ resource, action }) => canAccess(readSession(), { resource, action }, table, superAdminRoleId()),
  };
}
