import type { ReactNode } from 'react';
import { Alert, Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { orNotAvailable } from '../../format';

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

/** The loading and error states of a tab's one request. */
export function QueryState({ isPending, error }: { isPending: boolean; error: Error | null }) {
  const translate = useTranslate();
  if (isPending) return <LinearProgress aria-label={translate('entity360.loading')} />;
  if (error) return <Alert severity="error">{error.message || translate('consumer360.toast.failed')}</Alert>;
  return null;
}

export const yesNo = (v: boolean) => (v ? 'consumer360.field.yes' : 'consumer360.field.no');
