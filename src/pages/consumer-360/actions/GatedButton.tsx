import type { ReactNode } from 'react';
import { Button, Tooltip } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { CONSUMER_ACTION_KEYS } from '../../../../contract/consumer/access';
import { actionEntry } from '../access';

export interface GatedButtonProps {
  action: keyof typeof CONSUMER_ACTION_KEYS;
  label: string;
  /** i18n key of why the user may not (permission). */
  deniedReason: string;
  /** Why the record's state does not allow it (already translated), or null. */
  unavailable?: string | null;
  onClick: () => void;
  icon?: ReactNode;
  /** Hide rather than disable when the permission is missing (spec: columns shown to permitted users). */
  hideWhenDenied?: boolean;
}

/** An action button: asks canAccess for its part; unavailable says why in a tooltip, never silently nothing. */
export function GatedButton({
  action,
  label,
  deniedReason,
  unavailable = null,
  onClick,
  icon,
  hideWhenDenied,
}: GatedButtonProps) {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: actionEntry(action), action: 'access' });
  if (isPending) return null;
  if (!canAccess && hideWhenDenied) return null;
  const why = !canAccess ? translate(deniedReason) : unavailable;
  return (
    <Tooltip title={why ?? ''}>
      <span>
        <Button size="small" variant="outlined" startIcon={icon} disabled={why !== null} onClick={onClick}>
          {translate(label)}
        </Button>
      </span>
    </Tooltip>
  );
}
