import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { orNotAvailable } from '../../format';
import { ListSkeleton } from '../../common/ListSkeleton';
import { LoadError, type ReadQuery } from '../../common/QueryState';

export interface FieldRow {
  /** i18n key of the label. */
  label: string;
  value: ReactNode;
}

/** A titled card of label → value pairs; empty values show N/A (spec §8). */
export function FieldGrid({
  title,
  rows,
  children,
}: {
  title?: string;
  rows: readonly FieldRow[];
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 260, flex: '1 1 260px' }}>
      {title && (
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
          {translate(title)}
        </Typography>
      )}
      <Box
        component="dl"
        // Labels take up to half the panel and values the rest; long words wrap rather than widen the page.
        sx={{
          display: 'grid',
          gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          overflowWrap: 'anywhere',
        }}
      >
        {rows.map((r) => (
          <Box key={r.label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {translate(r.label)}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {typeof r.value === 'string' || typeof r.value === 'number' || r.value === null || r.value === undefined
                ? orNotAvailable(r.value)
                : r.value}
            </Box>
          </Box>
        ))}
      </Box>
      {children}
    </Paper>
  );
}

/**
 * A tab's one request while it has nothing to show (issue 41 item 4), as every read shows it: the shared skeleton
 * while it loads, the error panel with its reason and Retry when it failed (src/common/QueryState.tsx).
 */
export function ReadPending({
  query,
}: {
  query: Pick<ReadQuery<unknown>, 'isPending' | 'error' | 'isFetching' | 'refetch'>;
}) {
  if (query.error)
    return (
      <LoadError error={query.error} onRetry={query.refetch} retrying={query.isFetching} message="empty.read_failed" />
    );
  if (query.isPending) return <ListSkeleton />;
  return null;
}

/** Yes or No, in the shell's strings (the grid also serves pages outside the consumer 360). */
export const yesNo = (v: boolean) => (v ? 'app.yes' : 'app.no');
