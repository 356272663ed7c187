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
