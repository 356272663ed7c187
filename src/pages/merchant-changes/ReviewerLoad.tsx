import { useQuery } from '@tanstack/react-query';
import { Alert, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadError } from '../../common/QueryState';
import { formatDateTime } from '../../format';
import { useMerchantChangeActions } from './actions';
import { KYC_LOAD_QUERY } from './KycAssignDialog';

const K = 'merchantChanges.kyc';

/**
 * /assign-kyc's first look: every reviewer and the open KYC cases they hold (ASSIGNED or IN_APPROVAL), per queue, and
 * since when the oldest waits on them, least loaded first, so the next case goes where there is room. Refreshed with
 * the queue (live) and after each assignment.
 */
export function ReviewerLoad() {
  const translate = useTranslate();
  const actions = useMerchantChangeActions();
  const load = useQuery({ queryKey: [KYC_LOAD_QUERY], queryFn: () => actions.getKycReviewerLoad() });
  const titleId = 'kyc-reviewer-load';
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ py: 1 }}>
        {translate(`${K}.load_title`)}
      </Typography>
      {load.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {load.error && (
        <LoadError
          error={load.error}
          onRetry={() => load.refetch()}
          retrying={load.isFetching}
          message={`${K}.load_failed`}
        />
      )}
      {load.data?.length === 0 && <Alert severity="info">{translate(`${K}.load_none`)}</Alert>}
      {load.data && load.data.length > 0 && (
        <Table size="small" aria-labelledby={titleId} sx={{ mb: 2, maxWidth: 900 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${K}.reviewer`)}</TableCell>
              <TableCell align="right">{translate(`${K}.load_open`)}</TableCell>
              <TableCell align="right">{translate(`${K}.load_central`)}</TableCell>
              <TableCell align="right">{translate(`${K}.load_manual`)}</TableCell>
              <TableCell>{translate(`${K}.load_oldest`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {load.data.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  {r.name} ({r.email})
                </TableCell>
                <TableCell align="right">{r.open}</TableCell>
                <TableCell align="right">{r.byQueue.CENTRAL ?? 0}</TableCell>
                <TableCell align="right">{r.byQueue.MANUAL ?? 0}</TableCell>
                <TableCell>{r.oldestAssignedAt === null ? '—' : formatDateTime(r.oldestAssignedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
