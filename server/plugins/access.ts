import { keysFor, type AccessAction, type AccessRules } from '../../contract/binding.js';
import type { PermissionKey } from '../../contract/permissions.js';

/**
 * What a route needs, declared on every route in `config.permission`:
 * - 'public': anyone (sign-in, health, the console's files);
 * - 'authenticated': any signed-in staff member;
 * - a permission key, or `{ anyOf: [...] }` where holding one is enough.
 * The super-admin role passes every check.
 */
export type RoutePermission = 'public' | 'authenticated' | PermissionKey | { anyOf: readonly PermissionKey[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
}

/** The permission keys a route accepts ([] when signing in is enough). */
export function requiredKeys(permission: Exclude<RoutePermission, 'public'>): readonly PermissionKey[] {
  if (permission === 'authenticated') return [];
  return typeof permission === 'string' ? [permission] : permission.anyOf;
}

/**
 * The permission a route declares for some actions of an entity's binding (contract/bindings.ts), so a binding change
 * is one edit: `permissionFor(USERS.access, ['list'])`. An action nobody may take is a start-up error.
 */
export function permissionFor(
  access: AccessRules,
  actions: readonly AccessAction[],
): Exclude<RoutePermission, 'public' | 'authenticated'> {
  const keys = keysFor(access, actions);
  if (keys.length === 0) throw new Error(`No permission key opens ${actions.join(', ')}: declare it in the binding.`);
  return keys.length === 1 ? keys[0]! : { anyOf: keys };
}
