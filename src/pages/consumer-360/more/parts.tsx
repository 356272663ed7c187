import { Button, Tooltip } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { moreActionEntry, type ConsumerMoreAction } from './access';

/** An action button of part 2: asks canAccess for its part; when unavailable it says why in a tooltip. */
export function MoreActionButton({
  action,
  label,
  unavailable = null,
  onClick,
}: {
  action: ConsumerMoreAction;
  label: string;
  /** Why the record's state does not allow it (translated), or null. */
  unavailable?: string | null;
  onClick: () => void;
}) {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: moreActionEntry(action), action: 'access' });
  if (isPending) return null;
  const why = !canAccess ? translate('consumer360More.why.permission') : unavailable;
  return (
    <Tooltip title={why ?? ''}>
      <span>
        <Button size="small" variant="outlined" disabled={why !== null} onClick={onClick}>
          {translate(label)}
        </Button>
      </span>
    </Tooltip>
  );
}

/** Whether the user may see an action column at all (spec §6: columns shown to permitted users). */
export function useMoreAction(action: ConsumerMoreAction): boolean {
  const { canAccess, isPending } = useCanAccess({ resource: moreActionEntry(action), action: 'access' });
  return !isPending && canAccess === true;
}
