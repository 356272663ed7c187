import type { ReactNode } from 'react';
import { Alert, Box, Button, LinearProgress, Tooltip, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { moreActionEntry, type ConsumerMoreAction } from './access';

/** A single read's loading, error (with retry) and empty states; children render the data. */
export function ReadState<T>({
  query,
  empty,
  isEmpty = (d) => d === null || d === undefined || (Array.isArray(d) && d.length === 0),
  children,
}: {
  query: { data: T | undefined; isPending: boolean; error: Error | null; refetch: () => unknown };
  /** i18n key of the spec's empty state. */
  empty: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  if (query.isPending) return <LinearProgress aria-label={translate('entity360.loading')} />;
  if (query.error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate('entity360.retry')}
          </Button>
        }
      >
        {query.error.message || translate('entity360.error')}
      </Alert>
    );
  const data = query.data as T;
  if (isEmpty(data)) return <EmptyState message={empty} />;
  return <>{children(data)}</>;
}

export function EmptyState({ message, options }: { message: string; options?: Record<string, unknown> }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="body1">{translate(message, options)}</Typography>
    </Box>
  );
}

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
