import type { ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ListSkeleton } from '../../../common/ListSkeleton';

/**
 * A single read's loading, error and empty states (spec §8): a spinner while it loads, the server's message on a
 * failure, the spec's empty text when the backend answered no record, else the content.
 */
export function ReadState<T>({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; error: Error | null; data: T | null | undefined };
  empty: string;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  if (query.isPending) {
    return <ListSkeleton rows={3} />;
  }
  if (query.error) return <Alert severity="error">{query.error.message}</Alert>;
  if (query.data === null || query.data === undefined) {
    return (
      <Box sx={{ p: 2, textAlign: 'center' }}>
        <Typography variant="body1">{translate(empty)}</Typography>
      </Box>
    );
  }
  return <>{children(query.data)}</>;
}
