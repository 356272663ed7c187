import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Paper, TableContainer, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { PUSH_RULES } from '../../../contract/payment-ops/calls';
import {
  getPushLog,
  pushTxnStatus,
  type PushAttempt,
  type PushLog,
  type StatusPush,
} from '../../../dataProviders/payouts/payment-ops';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { LookupForm } from '../../common/LookupForm';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { StatusChip } from '../../common/StatusChip';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { FieldGrid } from '../consumer-360/FieldGrid';
import { PUSH_PART } from './index';
import { pushSummary } from './summaries';

const T = 'paymentOps.push';
const QUERY = 'transaction-push';
/** While a push is in flight the log is read again this often, so the server's retries show as they happen. */
export const PUSH_POLL_MS = 3000;

const LOG_COLUMNS: readonly TableColumn<PushAttempt & { id: number }>[] = [
  { label: `${T}.log.attempt`, render: (a) => a.attempt },
  { label: `${T}.log.time`, render: (a) => formatDateTime(a.attemptedAt) },
  { label: `${T}.log.http`, render: (a) => a.httpStatus ?? '—' },
  { label: `${T}.log.outcome`, render: (a) => <StatusChip status={a.outcome} /> },
  { label: `${T}.log.response`, render: (a) => <code>{a.responseExcerpt}</code> },
  { label: `${T}.log.duration`, render: (a) => `${a.durationMs} ms` },
];

function PushCard({ push }: { push: StatusPush }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate(`${T}.push_title`, {
          id: push.id,
          status: push.status,
          by: push.startedBy,
          at: formatDateTime(push.startedAt),
        })}{' '}
        <StatusChip status={push.status} />
      </Typography>
      {push.status === 'IN_FLIGHT' && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(`${T}.in_flight`, {
            attempts: push.attempts,
            max: push.maxAttempts,
            next: push.nextAttemptAt ? formatDateTime(push.nextAttemptAt) : '—',
          })}
        </Alert>
      )}
      <TableContainer>
        <ColumnTable
          label={translate(`${T}.log_label`, { id: push.id })}
          rows={push.log.map((a) => ({ ...a, id: a.attempt }))}
          columns={LOG_COLUMNS}
        />
      </TableContainer>
    </Paper>
  );
}

/**
 * /payment/transaction-push (spec §2.3 Payouts; issue 45 item 5): find a transaction, push its final status to the
 * merchant's callback URL (the push key), and read each push's delivery log: attempt, time, HTTP status, response
 * excerpt. The server makes the first attempt at once and retries with backoff; one push is in flight at a time, and
 * while one is the log is read again every few seconds.
 */
export default function TransactionPushPage() {
  const translate = useTranslate();
  const { canAccess: mayPush } = useCanAccess({ resource: PUSH_PART, action: 'access' });
  const [txnId, setTxnId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const log = useQuery({
    queryKey: [QUERY, txnId],
    queryFn: ({ signal }) => getPushLog(txnId, signal),
    enabled: txnId !== '',
    retry: false,
    refetchInterval: (q) => (q.state.data?.pushes.some((p) => p.status === 'IN_FLIGHT') ? PUSH_POLL_MS : false),
  });
  const push = useChangeMutation({
    call: (t: PushLog, key) => pushTxnStatus(t.txnId, key),
    success: ({ message }) => `${message} (${txnId})`,
    failure: null,
    refresh: [[QUERY, txnId]],
    done: () => setConfirming(false),
  });
  const t = log.data;
  const inFlight = t?.pushes.some((p) => p.status === 'IN_FLIGHT') ?? false;
  const why = !t
    ? ''
    : t.callbackUrl === null
      ? translate(`${T}.no_callback`)
      : !t.pushable
        ? translate(`${T}.not_final`)
        : '';
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('paymentOps.push_title')}
      </Typography>
      <LookupForm
        label={`${T}.lookup`}
        submit={`${T}.find`}
        hint={`${T}.lookup_hint`}
        maxLength={30}
        onFind={setTxnId}
      />
      {txnId !== '' && (
        <QueryState query={log} isEmpty={() => false}>
          {(d) => (
            <>
              <FieldGrid
                title={translate(`${T}.transaction`, { txnId: d.txnId })}
                rows={[
                  { label: `${T}.field.merchant`, value: `${d.merchantName} (${d.merchantId})` },
                  { label: `${T}.field.amount`, value: formatInr(d.amount) },
                  { label: `${T}.field.status`, value: <StatusChip status={d.status} /> },
                  { label: `${T}.field.mode`, value: d.mode },
                  { label: `${T}.field.rrn`, value: orNotAvailable(d.rrn) },
                  { label: `${T}.field.created`, value: formatDateTime(d.createdAt) },
                  { label: `${T}.field.callback`, value: orNotAvailable(d.callbackUrl) },
                ]}
              />
              {why && (
                <Alert severity="warning" sx={{ mt: 2 }}>
                  {why}
                </Alert>
              )}
              {mayPush && (
                <Button
                  variant="contained"
                  sx={{ mt: 2 }}
                  disabled={Boolean(why) || inFlight}
                  onClick={() => setConfirming(true)}
                >
                  {translate(`${T}.push`)}
                </Button>
              )}
              <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
                {translate(`${T}.pushes`)}
              </Typography>
              {d.pushes.length === 0 ? (
                <Typography variant="body2">{translate(`${T}.no_pushes`)}</Typography>
              ) : (
                d.pushes.map((p) => <PushCard key={p.id} push={p} />)
              )}
            </>
          )}
        </QueryState>
      )}
      <RemarksDialog
        open={confirming && t !== undefined}
        remarks={false}
        title={`${T}.confirm_title`}
        titleArgs={{ txnId: t?.txnId }}
        confirmLabel={`${T}.confirm`}
        busy={push.isPending}
        summary={t ? pushSummary(t, PUSH_RULES.maxAttempts, translate) : undefined}
        onCancel={() => setConfirming(false)}
        onConfirm={() => t && push.mutate(t)}
      />
    </Box>
  );
}
