import type { Session } from './session';

/** Which permission keys open each resource action; holding any one of them is enough. */
export type AccessTable = Record<string, Partial<Record<string, readonly string[]>>>;

export interface AccessRequest {
  resource: string;
  action: string;
}

/**
 * Pure: may this session do `action` on `resource`? The super-admin role passes everything; a resource or action
 * missing from the table is refused (deny by default).
 */
export function canAccess(session: Pick<Session, 'roles' | 'permissions'> | null, request: AccessRequest, table: AccessTable, superAdminRoleId: number): boolean {
  if (!session) return false;
  if (session.roles.some((r) => r.id === superAdminRoleId)) return true;
  const keys = table[request.resource]?.[request.action];
  if (!keys) return false;
  if (keys.length === 0) return true;
  const held = new Set(session.permissions.map((p) => p.permission_name));
  return keys.some((k) => held.has(k));
}
