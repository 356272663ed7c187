import type { ReactNode } from 'react';
import { Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { orNotAvailable } from '../../format';

/** One labelled value of a tab; empty values show N/A (spec §8). */
export function Field({ label, value, children }: { label: string; value?: unknown; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Stack>
        <Typography variant="caption" color="text.secondary">
          {translate(label)}
        </Typography>
        <Typography variant="body2" component="div">
          {children ?? orNotAvailable(value)}
        </Typography>
      </Stack>
    </Grid>
  );
}

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
          {translate(title)}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Stack>
  );
}
