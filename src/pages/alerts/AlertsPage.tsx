import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AlertForm } from './AlertForm';
import { AlertLogs } from './AlertLogs';

/** /deposit/alerts (§2.7): the alert details form above the Alert Logs table. */
export default function AlertsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('pages.deposit_alerts.title')}
      </Typography>
      <AlertForm />
      <AlertLogs />
    </Box>
  );
}
