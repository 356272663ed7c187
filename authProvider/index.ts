import type { AuthProvider } from 'react-admin';
import type { ResourceBundle } from '../resources/types';
import { canAccess, type AccessTable } from './canAccess';
import { clearSession, readSession } from './session';

export interface AuthProviderOptions {
  resources: readonly ResourceBundle[];
  superAdminRoleId: () => number;
}

export function accessTableOf(resources: readonly ResourceBundle[]): AccessTable {
  return Object.fromEntries(resources.map((r) => [r.name, r.access]));
}

/** Sessions are opened by the sign-in screen; this provider checks, reads and ends them. */
export function createAuthProvider({ resources, superAdminRoleId }: AuthProviderOptions): AuthProvider {
  const table = accessTableOf(resources);
  return {
    login: async () => undefined,
    logout: async () => {
      clearSession();
    },
    checkAuth: async () => {
      if (!readSession()) {
        clearSession();
        throw new Error('auth.session_expired');
      }
    },
    checkError: async (error: { status?: number }) => {
      if (error?.status === 401) {
        clearSession();
        throw new Error('auth.session_expired');
      }
    },
    getIdentity: async () => {
      const session = readSession();
      if (!session) throw new Error('auth.session_expired');
      return { id: session.userInfo.id, fullName: session.userInfo.name };
    },
    getPermissions: async () => readSession()?.permissions.map((p) => p.permission_name) ?? [],
    canAccess: async ({ resource, action }) => canAccess(readSession(), { resource, action }, table, superAdminRoleId()),
  };
}
