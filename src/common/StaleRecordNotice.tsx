import { lazy, Suspense, useCallback, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { isStaleRecordError } from '../../dataProviders/http';

interface StaleRecordNoticeProps {
  /** The error of the last save; the notice shows only for a stale-version 412. */
  error: unknown;
  /** What Reload does; default: refetch the page's records (react-admin's refresh). */
  onReload?: () => void;
}

/** The notice itself, fetched when a save first comes back stale (issue 18: MUI's Alert is not on every form). */
const StaleRecordAlert = lazy(() =>
  import('./StaleRecordAlert').then((module) => ({ default: module.StaleRecordAlert })),
);

/** Tells the user their copy is stale (DESIGN.md §5: "changed since you opened it") and offers a Reload. */
export function StaleRecordNotice({ error, onReload }: StaleRecordNoticeProps) {
  const refresh = useRefresh();
  if (!isStaleRecordError(error)) return null;
  return (
    <Suspense fallback={null}>
      <StaleRecordAlert onReload={onReload ?? refresh} />
    </Suspense>
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
