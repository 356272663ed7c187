import { useState } from 'react';
import { Alert, Grid, LinearProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatInr } from '../../format';
import { Field } from './Field';
import { IdSearch } from './IdSearch';
import { PageFrame } from './PageFrame';
import { useMerchantProvider } from './provider';
import { StatusText } from './StatusText';

interface Txn {
  txnId: string;
  merchantId: string;
  amount: number;
  status: string;
  mode: string;
  rrn: string | null;
  rejectReason: string | null;
  refundedAmount: number;
  settled: boolean;
  createdAt: number;
}

function Status({ txnId }: { txnId: string }) {
  const translate = useTranslate();
  const provider = useMerchantProvider();
  const q = useQuery({
    queryKey: ['m360-status', txnId],
    queryFn: ({ signal }) => provider.merchantRead<Txn>('transaction', { txnId }, signal),
    retry: false,
  });
  if (q.isPending) return <LinearProgress aria-label={translate('merchant360.loading')} />;
  if (q.error) return <Alert severity="error">{q.error.message}</Alert>;
  const t = q.data;
  return (
    <Grid container spacing={2}>
      <Field label="merchant360.f.txn_id" value={t.txnId} />
      <Field label="merchant360.f.merchant_id" value={t.merchantId} />
      <Field label="merchant360.f.status">
        <StatusText value={t.status} />
      </Field>
      <Field label="merchant360.f.amount" value={formatInr(t.amount)} />
      <Field label="merchant360.f.mode" value={t.mode} />
      <Field label="merchant360.f.rrn" value={t.rrn} />
      <Field label="merchant360.f.reject_reason" value={t.rejectReason} />
      <Field label="merchant360.f.refunded" value={formatInr(t.refundedAmount)} />
      <Field label="merchant360.f.settled" value={translate(t.settled ? 'merchant360.yes' : 'merchant360.no')} />
      <Field label="merchant360.f.created_at" value={formatDateTime(t.createdAt, 'seconds')} />
    </Grid>
  );
}

/** /payment-status (Status): one payment's status by its transaction id. */
export default function PaymentStatusPage() {
  const [txnId, setTxnId] = useState<string | null>(null);
  return (
    <PageFrame title="merchant360.status_title">
      <Stack spacing={2}>
        <IdSearch
          label="merchant360.f.txn_id"
          pattern={/^[A-Za-z0-9]{4,30}$/}
          problem="merchant360.bad_id"
          maxLength={30}
          onSearch={setTxnId}
        />
        {txnId && <Status key={txnId} txnId={txnId} />}
      </Stack>
    </PageFrame>
  );
}
