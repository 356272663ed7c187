import { Box, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { RecentRuns } from './RecentRuns';
import { ReconResult } from './ReconResult';
import { ReconRunForm } from './ReconRunForm';

/**
 * /payment-recon (PayOut, spec §2.3): our payouts of some days matched against the bank's statement. The open run is
 * in the address (`?run=`), so a result can be shared and survives a reload.
 */
export default function PayoutReconPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const runId = Number(params.get('run')) || null;
  const open = (id: number) => setParams({ run: String(id) });
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('payoutRecon.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('payoutRecon.intro')}</Typography>
      <ReconRunForm onDone={(run) => open(run.id)} />
      {runId !== null && <ReconResult key={runId} runId={runId} />}
      <RecentRuns current={runId} onOpen={open} />
    </Box>
  );
}
