import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TransfersTable } from './TransfersTable';

/** /payout/internal-ac-transfer/history (and the internal-account-transfer alias): every transfer, newest first. */
export default function TransferHistoryPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('investments.transfers.title')}
      </Typography>
      <TransfersTable />
    </Box>
  );
}
