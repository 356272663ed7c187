import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Grid, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useCanAccess, useTranslate } from 'react-admin';
import { PAYOUT_STATUS } from '../../../contract/bindings';
import { PAYOUT_MARK_STATUSES } from '../../../contract/investments';
import { formatDateTime, formatInr } from '../../format';
import { RemarksDialog } from '../../common/RemarksDialog';
import { StatusChip } from '../../common/StatusChip';
import { useOpsMutation, useOpsProvider } from '../investments/ops-hooks';
import { payoutMarkSummary } from './payout-mark';
import { ListSkeleton } from '../../common/ListSkeleton';

const resource = PAYOUT_STATUS.name;

interface PayoutStatus {
  id: number;
  consumerId: string;
  amount: number;
  status: string;
  txnStatus: string;
  transactionId: string;
  beneficiaryName: string;
  /** Epoch seconds (spec §3.8), as every payout time. */
  updatedAt: number;
  version: number;
  stuck: boolean;
  marks: { id: number; toTxnStatus: string; reason: string; markedBy: string; markedAt: number }[];
}

/**
 * /payout/status (spec §2.3, §6): look a payout up by id or UTR (VIEW_PAYOUT_STATUS); a stuck one (approved, transfer
 * still PENDING) is marked SUCCESS or FAILED with a reason (CAN_UPDATE_PAYOUT_STATUS), audited on the server.
 */
export default function PayoutStatusPage() {
  const translate = useTranslate();
  const provider = useOpsProvider();
  const { canAccess: mayUpdate } = useCanAccess({ resource, action: 'edit' });
  // `?q=` opens the page on one payout (the payout reconciliation links here).
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const [q, setQ] = useState(() => (params.get('q') ?? '').trim());
  const [marking, setMarking] = useState<string | null>(null);
  const lookup = useQuery({
    queryKey: [resource, q],
    queryFn: async () => (await provider.lookupPayoutStatus(resource, { q })).data as PayoutStatus,
    enabled: q !== '',
    retry: false,
  });
  const mark = useOpsMutation<{ payoutId: number; txnStatus: 'SUCCESS' | 'FAILED'; reason: string; version: number }>(
    [resource],
    (p, data, idempotencyKey) => p.markPayoutStatus(resource, { data, idempotencyKey }),
    { success: 'investments.payout_status.marked', onDone: () => setMarking(null) },
  );
  const payout = lookup.data;
  const why = !mayUpdate
    ? translate('investments.payout_status.no_update')
    : payout && !payout.stuck
      ? translate('investments.payout_status.not_stuck')
      : '';
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('investments.payout_status.title')}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(text.trim());
        }}
      >
        <TextField
          label={translate('investments.payout_status.lookup')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <Button type="submit" variant="contained" disabled={!text.trim()}>
          {translate('investments.payout_status.search')}
        </Button>
      </Stack>
      {lookup.isLoading && <ListSkeleton rows={3} />}
      {lookup.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {lookup.error.message}
        </Alert>
      )}
      {payout && (
        <Card variant="outlined" sx={{ mt: 2 }} aria-label={`payout ${payout.id}`}>
          <CardContent>
            <Grid container spacing={2}>
              {[
                ['#', String(payout.id)],
                [translate('investments.payout_status.utr'), payout.transactionId],
                [translate('investments.fields.amount'), formatInr(payout.amount)],
                [translate('investments.accounts.holder'), payout.beneficiaryName],
                [translate('investments.decided'), formatDateTime(payout.updatedAt, 'seconds')],
              ].map(([label, value]) => (
                <Grid key={label} size={{ xs: 6, md: 4 }}>
                  <Typography variant="caption">{label}</Typography>
                  <Typography>{value}</Typography>
                </Grid>
              ))}
              <Grid size={{ xs: 6, md: 4 }}>
                <Typography variant="caption">{translate('investments.fields.status')}</Typography>
                <div>
                  <StatusChip status={payout.status} /> <StatusChip status={payout.txnStatus} />
                </div>
              </Grid>
            </Grid>
            {payout.stuck && (
              <Alert severity="warning" sx={{ my: 2 }}>
                {translate('investments.payout_status.stuck')}
              </Alert>
            )}
            <Tooltip title={why}>
              <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                {PAYOUT_MARK_STATUSES.map((s) => (
                  <Button key={s} variant="outlined" disabled={Boolean(why)} onClick={() => setMarking(s)}>
                    {translate('investments.payout_status.mark', { status: s })}
                  </Button>
                ))}
              </Stack>
            </Tooltip>
            {payout.marks.length > 0 && (
              <>
                <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                  {translate('investments.payout_status.marks')}
                </Typography>
                {payout.marks.map((m) => (
                  <Typography key={m.id}>
                    {`${formatDateTime(m.markedAt)} · ${m.toTxnStatus} · ${m.markedBy} · ${m.reason}`}
                  </Typography>
                ))}
              </>
            )}
          </CardContent>
        </Card>
      )}
      <RemarksDialog
        key={marking ?? 'closed'}
        open={marking !== null && payout !== undefined}
        title="investments.payout_status.mark_title"
        titleArgs={{ id: payout?.id, status: marking }}
        summary={payout && marking ? payoutMarkSummary(payout, marking, translate) : undefined}
        confirmLabel="investments.submit"
        busy={mark.isPending}
        onCancel={() => setMarking(null)}
        onConfirm={(reason) =>
          payout &&
          marking &&
          mark.mutate({
            payoutId: payout.id,
            txnStatus: marking as 'SUCCESS' | 'FAILED',
            reason,
            version: payout.version,
          })
        }
      />
    </Box>
  );
}
