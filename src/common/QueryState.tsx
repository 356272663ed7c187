import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ListSkeleton } from './ListSkeleton';

/** A read as react-query gives it: what QueryState needs to tell loading, failure, nothing and data apart. */
export interface ReadQuery<T> {
  data: T | null | undefined;
  isPending: boolean;
  error: Error | null;
  isFetching?: boolean;
  refetch: () => unknown;
}

/** What a read shows (issue 41 item 4); a failure is never 'empty'. */
export type ReadView = 'loading' | 'failed' | 'failed-with-data' | 'empty' | 'data';

/**
 * Pure: what a read shows. A failure shows the error panel, above the data already shown when a refresh failed
 * (kept, not dropped); loading shows the skeleton; 'empty' only when the server answered nothing.
 */
export function readView<T>(query: ReadQuery<T>, isEmpty: (data: T) => boolean = defaultIsEmpty): ReadView {
  const has = query.data !== null && query.data !== undefined;
  if (query.error) return has && !isEmpty(query.data as T) ? 'failed-with-data' : 'failed';
  if (query.isPending) return 'loading';
  return !has || isEmpty(query.data as T) ? 'empty' : 'data';
}

const defaultIsEmpty = (data: unknown): boolean =>
  data === null || data === undefined || (Array.isArray(data) && data.length === 0);

/**
 * The console's error panel for a read that failed (issue 41 item 4): what failed, the server's reason, and Retry
 * (off while it retries). ListError uses it for react-admin lists; QueryState for every other read.
 */
export function LoadError({
  error,
  onRetry,
  retrying = false,
  message = 'empty.load_failed',
}: {
  error: unknown;
  onRetry: () => unknown;
  retrying?: boolean;
  /** i18n key taking %{reason}: 'This list could not be loaded: …' by default. */
  message?: string;
}) {
  const translate = useTranslate();
  const reason = error instanceof Error && error.message ? error.message : translate('empty.something_wrong');
  return (
    <Alert
      severity="error"
      sx={{ my: 1 }}
      action={
        <Button color="inherit" size="small" disabled={retrying} onClick={() => void onRetry()}>
          {translate('empty.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate('empty.api_error')}</AlertTitle>
      {translate(message, { reason })}
    </Alert>
  );
}

/**
 * 'No Record Found!' (spec §2.5), or the screen's own spec wording when it has one ('No Plan found!'), and, when the
 * kind of rows is given, 'No payouts yet.' under it.
 */
export function EmptyRead({
  items,
  message = 'empty.no_record',
  options,
}: {
  items?: string;
  /** i18n key of the spec's empty text for this read; 'No Record Found!' by default. */
  message?: string;
  options?: Record<string, unknown>;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="body1">{translate(message, options)}</Typography>
      {items && (
        <Typography variant="body2" color="text.secondary">
          {translate('empty.none_yet', { items: translate(items).toLocaleLowerCase('en-IN') })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * One read's states, the same on every screen that is not a react-admin list (issue 41 item 4): the skeleton while
 * it loads, the error panel with Retry when it failed (the data already shown kept below it), 'No Record Found!' only
 * when the server answered nothing, else the content.
 */
export function QueryState<T>({
  query,
  isEmpty,
  items,
  rows,
  failed,
  empty,
  emptyMessage,
  children,
}: {
  query: ReadQuery<T>;
  isEmpty?: (data: T) => boolean;
  /** i18n key of what the rows are (plural), for the empty state's second line. */
  items?: string;
  /** Skeleton rows while loading. */
  rows?: number;
  /** i18n key of the failure (with %{reason}); default 'This list could not be loaded: …'. */
  failed?: string;
  /** Shown in place of the default empty state. */
  empty?: ReactNode;
  /** i18n key of the spec's empty text for this read, in place of 'No Record Found!'. */
  emptyMessage?: string;
  children: (data: T) => ReactNode;
}) {
  const view = readView(query, isEmpty);
  const error = <LoadError error={query.error} onRetry={query.refetch} retrying={query.isFetching} message={failed} />;
  switch (view) {
    case 'loading':
      return <ListSkeleton rows={rows} />;
    case 'failed':
      return error;
    case 'failed-with-data':
      return (
        <>
          {error}
          {children(query.data as T)}
        </>
      );
    case 'empty':
      return <>{empty ?? <EmptyRead items={items} message={emptyMessage} />}</>;
    default:
      return <>{children(query.data as T)}</>;
  }
}
