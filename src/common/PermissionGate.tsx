import { useMemo, type ReactNode } from 'react';
import { heldPermissions, holdsAny, type HeldPermissions } from '../../authProvider/held-permissions';
import { readSession } from '../../authProvider/session';
import { superAdminRoleId } from '../../dataProviders/runtime-config';

/** The signed-in user's permissions, read from the session (the server checks every request again). */
export function useHeldPermissions(): HeldPermissions {
  return useMemo(() => heldPermissions(readSession(), superAdminRoleId()), []);
}

export interface PermissionGateProps {
  /** Any one of these keys opens the gate; none given → the content shows. */
  permissions?: readonly string[];
  /** Shown when the check fails; nothing by default. */
  fallback?: ReactNode;
  /** For tests and callers that already know: overrides the session. */
  held?: HeldPermissions;
  children: ReactNode;
}

/** Spec §2: content when the check passes, the optional fallback otherwise, content when no target is given. */
export function PermissionGate({ permissions, fallback = null, held, children }: PermissionGateProps) {
  const fromSession = useHeldPermissions();
  return <>{holdsAny(held ?? fromSession, permissions) ? children : fallback}</>;
}
