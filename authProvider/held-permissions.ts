import type { Session } from './session';

/** What a session may do: every permission (the super-admin role, spec §6) or the set it holds. */
export type HeldPermissions = 'all' | ReadonlySet<string>;

export function heldPermissions(session: Pick<Session, 'roles' | 'permissions'> | null, superAdminRoleId: number): HeldPermissions {
  if (!session) return new Set();
  if (session.roles.some((r) => r.id === superAdminRoleId)) return 'all';
  return new Set(session.permissions.map((p) => p.permission_name));
}

/**
 * Pure gate rule (spec §2): no target given → passes; otherwise passes when any one of the keys is held.
 */
export function holdsAny(held: HeldPermissions, keys: readonly string[] | undefined): boolean {
  if (!keys || keys.length === 0) return true;
  if (held === 'all') return true;
  return keys.some((k) => held.has(k));
}
