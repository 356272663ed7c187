import type { ReactNode } from 'react';
import { Alert, LinearProgress, Paper } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SummaryBandProps {
  isPending: boolean;
  /** The summary request's error, shown in place of the band. */
  error?: { message?: string } | null;
  /** i18n key of the band's accessible name. */
  label: string;
  children: ReactNode;
}

/** The band that stays on screen above the tabs (sticky), filled from one request; its loading and error states. */
export function SummaryBand({ isPending, error, label, children }: SummaryBandProps) {
  const translate = useTranslate();
  return (
    <Paper
      component="section"
      aria-label={translate(label)}
      variant="outlined"
      sx={{ position: 'sticky', top: 0, zIndex: 3, p: 1.5, mb: 1, bgcolor: 'background.paper' }}
    >
      {isPending ? (
        <LinearProgress aria-label={translate('entity360.loading')} />
      ) : error ? (
        <Alert severity="error">{error.message || translate('entity360.error')}</Alert>
      ) : (
        children
      )}
    </Paper>
  );
}
