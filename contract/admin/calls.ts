/**
 * The console admin API (spec §2 /user, §6 /role-permission, DESIGN.md §5 the audit trail), declared once
 * (contract/endpoint.ts, issue 40): staff users (list, one, create, edit by version, delete, a sign-in lock lifted),
 * roles and their permission sets, the permission catalogue and the audit trail, at their bindings' paths. The lists
 * and records are read by ra-data-simple-rest by resource name (dataProviders/admin/index.ts), which pages them by
 * `range`; the lock is lifted through dataProviders/endpoint-client.ts. The reference backend registers each through
 * server/routes/declared.ts serve() (server/routes/admin/*.ts); tests/server/endpoint-table.test.ts checks each.
 */
import { keysFor, pathOf, type AccessAction, type AccessRules } from '../binding';
import { AUDIT, PERMISSIONS, ROLES, USERS } from '../bindings';
import type { Endpoint } from '../endpoint';

const admin = (
  method: Endpoint['method'],
  path: string,
  rules: AccessRules,
  actions: readonly AccessAction[],
): Endpoint => ({ backend: 'admin', method, path, access: { rules, actions } });

/**
 * Who reads roles and the permission catalogue: whoever manages them, and whoever lists users (the user editor names
 * each user's roles and shows what they grant).
 */
const ROLE_READERS: AccessRules = {
  list: [...new Set([...keysFor(ROLES.access, ['list', 'show']), ...keysFor(USERS.access, ['list'])])],
};
const PERMISSION_READERS: AccessRules = {
  list: [...new Set([...keysFor(PERMISSIONS.access, ['list']), ...keysFor(USERS.access, ['list'])])],
};

export const USER_CALLS = {
  list: admin('GET', pathOf(USERS, 'list'), USERS.access, ['list']),
  one: admin('GET', pathOf(USERS, 'one'), USERS.access, ['show']),
  /** Takes an Idempotency-Key, as every POST that needs a permission. */
  create: { ...admin('POST', pathOf(USERS, 'create'), USERS.access, ['create']), idempotent: true },
  update: admin('PUT', pathOf(USERS, 'update'), USERS.access, ['edit']),
  delete: admin('DELETE', pathOf(USERS, 'delete'), USERS.access, ['delete']),
  /** A lock after 10 failed codes ends by itself; an administrator lifts it sooner. */
  unlockOtp: { ...admin('POST', `${pathOf(USERS, 'one')}/unlock-otp`, USERS.access, ['unlock_otp']), idempotent: true },
} as const satisfies Record<string, Endpoint>;

export const ROLE_CALLS = {
  list: admin('GET', pathOf(ROLES, 'list'), ROLE_READERS, ['list']),
  one: admin('GET', pathOf(ROLES, 'one'), ROLE_READERS, ['list']),
  /** A role's permission set replaced, by version. */
  update: admin('PUT', pathOf(ROLES, 'update'), ROLES.access, ['edit']),
} as const satisfies Record<string, Endpoint>;

export const PERMISSION_CALLS = {
  /** The whole catalogue without a range: [{ id: name, name, family }]. */
  list: admin('GET', pathOf(PERMISSIONS, 'list'), PERMISSION_READERS, ['list']),
} as const satisfies Record<string, Endpoint>;

export const AUDIT_CALLS = {
  /** Newest first, after the previous page's last row (X-Next-Cursor). */
  list: admin('GET', pathOf(AUDIT, 'list'), AUDIT.access, ['list']),
  one: admin('GET', pathOf(AUDIT, 'one'), AUDIT.access, ['list']),
} as const satisfies Record<string, Endpoint>;

export const ADMIN_ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  ...Object.fromEntries(Object.entries(USER_CALLS).map(([name, e]) => [`users ${name}`, e])),
  ...Object.fromEntries(Object.entries(ROLE_CALLS).map(([name, e]) => [`roles ${name}`, e])),
  ...Object.fromEntries(Object.entries(PERMISSION_CALLS).map(([name, e]) => [`permissions ${name}`, e])),
  ...Object.fromEntries(Object.entries(AUDIT_CALLS).map(([name, e]) => [`audit ${name}`, e])),
};
