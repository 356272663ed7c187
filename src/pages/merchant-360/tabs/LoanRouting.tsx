import { useState } from 'react';
import { Alert, Button, Chip, CircularProgress, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetList, useTranslate } from 'react-admin';
import type { LoanRoute } from '../../../../contract/merchant/loan-route';
import { LoadError } from '../../../common/QueryState';
import { formatDateTime } from '../../../format';
import { Field, Section } from '../Field';
import { useMerchantProvider } from '../provider';

const X = 'merchant360More';
const NEW = '';
const OPEN_APPLICATION = ['APPLIED', 'APPROVED'];

/**
 * Loan routing (spec §7.4 GET loan/route/eligible/verify): an operations user picks a new application or one that is
 * open, verifies, and sees each eligibility check and the lender and channel the application is routed to.
 */
export function LoanRouting({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const provider = useMerchantProvider();
  const [loanId, setLoanId] = useState(NEW);
  const [asked, setAsked] = useState<string | null>(null);
  const loans = useGetList('m360-loans', { filter: { merchantId }, pagination: { page: 1, perPage: 100 } });
  const applications = (loans.data ?? []).filter((l) => OPEN_APPLICATION.includes(String(l.status)));
  const route = useQuery({
    queryKey: ['m360', merchantId, 'loanRoute', asked],
    queryFn: ({ signal }) =>
      provider.merchantRead<LoanRoute>('loanRoute', { merchantId, ...(asked ? { loanId: asked } : {}) }, signal),
    enabled: asked !== null,
    retry: false,
  });
  const verify = () => {
    if (asked === loanId) void route.refetch();
    else setAsked(loanId);
  };
  const d = route.data;
  return (
    <Section
      title={`${X}.routing_section`}
      actions={
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            select
            size="small"
            label={translate(`${X}.f.application`)}
            value={loanId}
            onChange={(e) => setLoanId(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value={NEW}>{translate(`${X}.new_application`)}</MenuItem>
            {applications.map((l) => (
              <MenuItem key={String(l.loanId)} value={String(l.loanId)}>
                {`${String(l.loanId)} · ${String(l.status)}`}
              </MenuItem>
            ))}
          </TextField>
          <Button size="small" variant="outlined" onClick={verify} disabled={route.isFetching}>
            {translate(`${X}.verify_route`)}
          </Button>
        </Stack>
      }
    >
      {route.isFetching ? (
        <CircularProgress size={24} aria-label={translate(`${X}.verifying`)} />
      ) : route.error ? (
        <LoadError error={route.error} onRetry={() => route.refetch()} message="empty.read_failed" />
      ) : !d ? (
        <Alert severity="info">{translate(`${X}.route_hint`)}</Alert>
      ) : (
        <Stack spacing={1} data-testid="m360-loan-route">
          <Alert severity={d.eligible ? 'success' : 'warning'}>
            {translate(d.eligible ? `${X}.route_eligible` : `${X}.route_not_eligible`)}
          </Alert>
          <Grid container spacing={2}>
            <Field label={`${X}.f.application`} value={d.loanId ?? translate(`${X}.new_application`)} />
            <Field label={`${X}.f.lender`} value={d.lender} />
            <Field label={`${X}.f.channel`} value={d.channel ? translate(`${X}.channel.${d.channel}`) : null} />
            <Field label={`${X}.f.verified_at`} value={formatDateTime(d.verifiedAt, 'seconds')} />
          </Grid>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" component="ul" sx={{ p: 0, m: 0 }}>
            {d.checks.map((c) => (
              <Chip
                component="li"
                key={c.check}
                size="small"
                color={c.passed ? 'success' : 'error'}
                variant="outlined"
                label={`${translate(`${X}.check.${c.check}`)}: ${translate(c.passed ? `${X}.passed` : `${X}.failed`)}`}
              />
            ))}
          </Stack>
        </Stack>
      )}
    </Section>
  );
}
