import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Button, Tooltip } from '@mui/material';
import { useCanAccess, useCanAccessResources, useTranslate } from 'react-admin';
import type { CONSUMER_ACTION_KEYS } from '../../../../contract/consumer/access';
import { actionEntry } from '../access';

type ConsumerAction = keyof typeof CONSUMER_ACTION_KEYS;

export interface GatedButtonProps {
  action: ConsumerAction;
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

/** The canAccess decisions of a list's row actions, asked once for the whole list (not once per row and button). */
const ActionAccessContext = createContext<{ decided: Record<string, boolean> | undefined; isPending: boolean } | null>(
  null,
);

/**
 * Asks canAccess once for `actions` and hands the answers to every GatedButton below it: a list of twenty rows with
 * three action buttons each otherwise holds sixty access queries, which is most of what mounting its rows costs.
 */
export function ActionAccessScope({ actions, children }: { actions: readonly ConsumerAction[]; children: ReactNode }) {
  const resources = useMemo(() => actions.map(actionEntry), [actions]);
  const { canAccess, isPending } = useCanAccessResources({ action: 'access', resources });
  const value = useMemo(() => ({ decided: canAccess, isPending }), [canAccess, isPending]);
  return <ActionAccessContext.Provider value={value}>{children}</ActionAccessContext.Provider>;
}

function GatedButtonView({
  canAccess,
  isPending,
  label,
  deniedReason,
  unavailable = null,
  onClick,
  icon,
  hideWhenDenied,
}: Omit<GatedButtonProps, 'action'> & { canAccess: boolean; isPending: boolean }) {
  const translate = useTranslate();
  if (isPending) return null;
  if (!canAccess && hideWhenDenied) return null;
  const why = !canAccess ? translate(deniedReason) : unavailable;
  const button = (
    <span>
      <Button size="small" variant="outlined" startIcon={icon} disabled={why !== null} onClick={onClick}>
        {translate(label)}
      </Button>
    </span>
  );
  // An empty tooltip renders nothing but its child: skip the Tooltip's own machinery when there is nothing to say.
  return why === null ? button : <Tooltip title={why}>{button}</Tooltip>;
}

function GatedButtonAsking(props: GatedButtonProps) {
  const { canAccess, isPending } = useCanAccess({ resource: actionEntry(props.action), action: 'access' });
  return <GatedButtonView {...props} canAccess={canAccess === true} isPending={isPending} />;
}

/**
 * An action button: asks canAccess for its part (or reads its ActionAccessScope's answer); unavailable says why in a
 * tooltip, never silently nothing.
 */
export function GatedButton(props: GatedButtonProps) {
  const scope = useContext(ActionAccessContext);
  const entry = actionEntry(props.action);
  if (!scope || (!scope.isPending && scope.decided?.[entry] === undefined)) return <GatedButtonAsking {...props} />;
  return <GatedButtonView {...props} canAccess={scope.decided?.[entry] === true} isPending={scope.isPending} />;
}
