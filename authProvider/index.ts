import type { AuthProvider } from 'react-admin';
import type { Binding } from '../contract/binding';
import type { PermissionKey } from '../contract/permissions';
import { canAccess, type AccessTable } from './canAccess';
import { isSessionLocked } from './idle-lock';
import { initialsOf } from './identity';
import { clearSession, readSession, sessionToken } from './session';
import { leaveSignInNotice } from './sign-in-notice';
import { mayResumeTab, resumeTabSession } from './tab-session';
import { signOut } from './user-data';

/**
 * A resource as the access table reads it: its binding's access rules (contract/bindings.ts), custom actions
 * included (payouts `decide`, goodwill cashback `raise`, users `unlock_otp`): the server's routes declare their
 * permission from the same rules.
 */
export type GuardedResource = Pick<Binding, 'name' | 'access'>;

/** A bespoke page, or a part of one (an inbox kind, a tab): `canAccess({ resource: name, action: 'access' })`. */
export interface AccessEntry {
  name: string;
  access: readonly PermissionKey[];
}

export interface AuthProviderOptions {
  resources: readonly GuardedResource[];
  pages?: readonly AccessEntry[];
  superAdminRoleId: () => number;
}

/** The one access table: every resource's binding rules, then every page entry. */
export function accessTableOf(resources: readonly GuardedResource[], pages: readonly AccessEntry[] = []): AccessTable {
  return {
    ...Object.fromEntries(resources.map((r) => [r.name, { ...r.access }])),
    ...Object.fromEntries(pages.map((p) => [p.name, { access: p.access }])),
  };
}

/** Ends a session the server no longer accepts (any 401, spec §8): the sign-in screen says so. */
export function expireSession(): void {
  clearSession();
  leaveSignInNotice('session_expired');
}

/**
 * Sessions are opened by the sign-in screen; this provider checks, reads and ends them. `canAccess` is the console's
 * only permission decision (menu, routes, buttons, tabs all ask it through react-admin's hooks).
 */
export function createAuthProvider({ resources, pages = [], superAdminRoleId }: AuthProviderOptions): AuthProvider {
  const table = accessTableOf(resources, pages);
  return {
    login: async () => undefined,
    logout: async () => {
      await signOut();
    },
    checkAuth: async () => {
      if (readSession()) return;
      if (sessionToken()) expireSession();
      else {
        clearSession();
        // No session of this tab's own: the browser's, if it has one (a new tab of a signed-in user).
        if (mayResumeTab() && (await resumeTabSession())) return;
      }
      throw new Error('auth.session_expired');
    },
    checkError: async (error: { status?: number }) => {
      if (error?.status === 401 && isSessionLocked()) return; // idle: the lock screen asks for a new code
      if (error?.status === 401) {
        expireSession();
        throw new Error('auth.session_expired');
      }
    },
    getIdentity: async () => {
      const session = readSession();
      if (!session) throw new Error('auth.session_expired');
      const { id, name, email } = session.userInfo;
      return { id, fullName: name, initials: initialsOf(name), email };
    },
    canAccess: async ({ resource, action }) =>
      canAccess(readSession(), { resource, action }, table, superAdminRoleId()),
  };
}
