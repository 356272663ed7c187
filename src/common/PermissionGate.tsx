import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';

export interface PermissionGateProps {
  /** The access-table entry to ask about (a resource, a page, a part of one); none given → the content shows. */
  resource?: string;
  /** Default `access`, a bespoke page's action. */
  action?: string;
  /** Shown when the check fails; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Spec §2: content when the check passes, the optional fallback otherwise, content when no target is given. The
 * check is authProvider.canAccess through react-admin's <CanAccess>; nothing shows while it is pending.
 */
export function PermissionGate({ resource, action = 'access', fallback = null, children }: PermissionGateProps) {
  if (!resource) return <>{children}</>;
  return (
    <CanAccess resource={resource} action={action} accessDenied={fallback} error={fallback}>
      {children}
    </CanAccess>
  );
}
