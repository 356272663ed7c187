import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MERCHANT_ALERT_LOGS } from '../../../contract/bindings';
import { AlertLogTable } from '../alerts/AlertLogs';
import { MerchantAlertForm } from './MerchantAlertForm';
import { MerchantAlertList } from './MerchantAlertList';

const LOG_COLUMNS = [
  'createdAt',
  'alertId',
  'action',
  'audience',
  'category',
  'recipients',
  'header',
  'expiryTime',
  'agentEmail',
] as const;
const LOG_TIMES = ['createdAt', 'expiryTime'] as const;

/** /merchant-alerts (issue 43 item 5): enable an alert for the merchants' app, the alerts and their log. */
export default function MerchantAlertsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('merchantAlerts.title')}
      </Typography>
      <MerchantAlertForm />
      <MerchantAlertList />
      <AlertLogTable
        resource={MERCHANT_ALERT_LOGS.name}
        labels="merchantAlerts"
        columns={LOG_COLUMNS}
        times={LOG_TIMES}
      />
    </Box>
  );
}
