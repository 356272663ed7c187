import { Alert, Button } from '@mui/material';
import { useCallback, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { isStaleRecordError } from '../../dataProviders/http';

interface StaleRecordNoticeProps {
  /** The error of the last save; the notice shows only for a stale-version 412. */
  error: unknown;
  /** What Reload does; default: refetch the page's records (react-admin's refresh). */
  onReload?: () => void;
}

/** Tells the user their copy is stale (DESIGN.md §5: "changed since you opened it") and offers a Reload. */
export function StaleRecordNotice({ error, onReload }: StaleRecordNoticeProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  if (!isStaleRecordError(error)) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onReload ?? refresh}>
          {translate('stale.reload')}
        </Button>
      }
    >
      {translate('stale.message')}
    </Alert>
  );
}

/**
 * For an Edit's `mutationOptions={{ onError }}`: a stale 412 is kept for <StaleRecordNotice>, any other error is
 * notified with its message. Reload clears the notice and refetches.
 */
export function useStaleRecordError() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [error, setError] = useState<unknown>(null);
  const onError = useCallback(
    (e: unknown) => {
      if (isStaleRecordError(e)) setError(e);
      else notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    },
    [notify],
  );
  const reload = useCallback(() => {
    setError(null);
    refresh();
  }, [refresh]);
  return { error, onError, reload };
}
