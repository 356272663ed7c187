import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import {
  getPayoutComparison,
  syncPayoutStatus,
  type PayoutComparison,
} from '../../../dataProviders/payouts/payment-ops';
import { LookupForm } from '../../common/LookupForm';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { StatusChip } from '../../common/StatusChip';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { FieldGrid } from '../consumer-360/FieldGrid';
import { SYNC_PART } from './index';
import { syncSummary } from './summaries';

const T = 'paymentOps.cashfree';
const QUERY = 'cashfree-payout-status';

/** Pure: the alert under the two records: they agree, they differ (and why no sync), or Cashfree has none. */
export function comparisonNote(c: PayoutComparison): {
  severity: 'success' | 'warning' | 'info';
  key: string;
  text?: string;
} {
  if (c.move === 'same') return { severity: 'success', key: `${T}.same` };
  if (c.move === 'missing') return { severity: 'info', key: `${T}.missing` };
  if (c.move === 'refused') return { severity: 'warning', key: `${T}.differs`, text: c.refusal ?? undefined };
  return { severity: 'warning', key: `${T}.differs` };
}

/**
 * /cashfree/payout-status (spec §2.3 Other; issue 45 item 5): a payout by id or transfer id, ours beside the payout
 * provider's record (VIEW_PAYOUT_STATUS); when they differ and the move is allowed (a stuck payout to Cashfree's
 * SUCCESS or FAILED), Sync (CAN_UPDATE_PAYOUT_STATUS) with remarks, the dialog saying what changes. Anything else is
 * explained, never synced.
 */
export default function CashfreePayoutStatusPage() {
  const translate = useTranslate();
  const { canAccess: maySync } = useCanAccess({ resource: SYNC_PART, action: 'access' });
  const [q, setQ] = useState('');
  const [confirming, setConfirming] = useState(false);
  const read = useQuery({
    queryKey: [QUERY, q],
    queryFn: ({ signal }) => getPayoutComparison(q, signal),
    enabled: q !== '',
    retry: false,
  });
  const sync = useChangeMutation({
    call: ({ c, remarks }: { c: PayoutComparison; remarks: string }, key) =>
      syncPayoutStatus(
        c.payout.id,
        { providerStatus: c.provider!.status, version: c.payout.version, remarks: remarks.trim() },
        key,
      ),
    success: ({ data }) => translate(`${T}.synced`, { id: data.payout.id, status: data.payout.txnStatus }),
    failure: null,
    refresh: [[QUERY, q]],
    done: () => setConfirming(false),
  });
  const c = read.data;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('paymentOps.payout_status_title')}
      </Typography>
      <LookupForm label={`${T}.lookup`} submit={`${T}.find`} maxLength={64} onFind={setQ} />
      {q !== '' && (
        <QueryState query={read} isEmpty={() => false}>
          {(d) => {
            const note = comparisonNote(d);
            return (
              <>
                <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <FieldGrid
                    title={translate(`${T}.ours`)}
                    rows={[
                      { label: `${T}.field.payout`, value: `#${d.payout.id}` },
                      { label: `${T}.field.transfer`, value: d.payout.transactionId },
                      { label: `${T}.field.amount`, value: formatInr(d.payout.amount) },
                      { label: `${T}.field.beneficiary`, value: orNotAvailable(d.payout.beneficiaryName) },
                      { label: `${T}.field.status`, value: <StatusChip status={d.payout.status} /> },
                      { label: `${T}.field.txn_status`, value: <StatusChip status={d.payout.txnStatus} /> },
                      { label: `${T}.field.updated`, value: formatDateTime(d.payout.updatedAt, 'seconds') },
                    ]}
                  />
                  {d.provider && (
                    <FieldGrid
                      title={translate(`${T}.provider`)}
                      rows={[
                        { label: `${T}.field.transfer`, value: d.provider.transferId },
                        { label: `${T}.field.amount`, value: formatInr(d.provider.amount) },
                        { label: `${T}.field.txn_status`, value: <StatusChip status={d.provider.status} /> },
                        { label: `${T}.field.utr`, value: orNotAvailable(d.provider.utr) },
                        { label: `${T}.field.message`, value: d.provider.message },
                        { label: `${T}.field.updated`, value: formatDateTime(d.provider.updatedAt) },
                      ]}
                    />
                  )}
                </Stack>
                <Alert severity={note.severity} sx={{ mt: 2 }}>
                  {translate(note.key)}
                  {note.text ? ` ${note.text}` : ''}
                </Alert>
                {d.move === 'sync' && (
                  <Tooltip title={maySync ? '' : translate(`${T}.no_update`)}>
                    <span>
                      <Button
                        variant="contained"
                        sx={{ mt: 2 }}
                        disabled={!maySync}
                        aria-label={translate(`${T}.sync_on`, { id: d.payout.id })}
                        onClick={() => setConfirming(true)}
                      >
                        {translate(`${T}.sync`)}
                      </Button>
                    </span>
                  </Tooltip>
                )}
              </>
            );
          }}
        </QueryState>
      )}
      <RemarksDialog
        key={confirming ? 'open' : 'closed'}
        open={confirming && c !== undefined}
        title={`${T}.confirm_title`}
        titleArgs={{ id: c?.payout.id }}
        confirmLabel={`${T}.confirm`}
        busy={sync.isPending}
        summary={c ? syncSummary(c, translate) : undefined}
        onCancel={() => setConfirming(false)}
        onConfirm={(remarks) => c && sync.mutate({ c, remarks })}
      />
    </Box>
  );
}
