import type { PermissionKey } from '../contract/permissions';
import type { Session } from './session';

/**
 * The console's one permission table: entry (a resource, a bespoke page or a part of one) → action → the keys that
 * open it; holding any one of them is enough. react-admin asks it through `authProvider.canAccess`.
 */
export type AccessTable = Readonly<Record<string, Readonly<Partial<Record<string, readonly PermissionKey[]>>>>>;

export interface AccessRequest {
  resource: string;
  action: string;
}

/** Who asks: the roles and permissions the session holds (spec §3.1). */
export type AccessHolder = Pick<Session, 'roles' | 'permissions'>;

/** The keys a session holds, as a set built once per permissions list (readSession keeps one while unchanged). */
const heldSets = new WeakMap<AccessHolder['permissions'], ReadonlySet<string>>();
function heldKeys(permissions: AccessHolder['permissions']): ReadonlySet<string> {
  let held = heldSets.get(permissions);
  if (!held) heldSets.set(permissions, (held = new Set(permissions.map((p) => p.permission_name))));
  return held;
}

/**
 * Pure: may this session do `action` on `resource`? The super-admin role passes everything (spec §6); an entry or
 * action missing from the table is refused (deny by default); an action listed with no keys is open to every
 * signed-in user.
 */
export function canAccess(
  session: AccessHolder | null,
  request: AccessRequest,
  table: AccessTable,
  superAdminRoleId: number,
): boolean {
  if (!session) return false;
  if (session.roles.some((r) => r.id === superAdminRoleId)) return true;
  const keys = table[request.resource]?.[request.action];
  if (!keys) return false;
  if (keys.length === 0) return true;
  const held = heldKeys(session.permissions);
  return keys.some((k) => held.has(k));
}
