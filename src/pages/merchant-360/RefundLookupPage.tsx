import { useState } from 'react';
import { Alert, LinearProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, ListContextProvider, useList, useTranslate, type RaRecord } from 'react-admin';
import { money, status, text, time } from './cells';
import { IdSearch } from './IdSearch';
import { PageFrame } from './PageFrame';
import { useMerchantProvider } from './provider';

function Refunds({ id }: { id: string }) {
  const translate = useTranslate();
  const provider = useMerchantProvider();
  const q = useQuery({
    queryKey: ['m360-refund', id],
    queryFn: ({ signal }) => provider.merchantRead<RaRecord[]>('refund', { refundId: id }, signal),
    retry: false,
  });
  const list = useList({ data: q.data ?? [] });
  if (q.isPending) return <LinearProgress aria-label={translate('merchant360.loading')} />;
  if (q.error) return <Alert severity="error">{q.error.message}</Alert>;
  if (q.data.length === 0) return <Alert severity="info">{translate('merchant360.empty_refunds')}</Alert>;
  return (
    <ListContextProvider value={list}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="refundId" label="merchant360.f.refund_id" />
        <DataTable.Col source="txnId" label="merchant360.f.txn_id" />
        <DataTable.Col source="merchantId" label="merchant360.f.merchant_id" />
        <DataTable.Col label="merchant360.f.amount" render={money('amount')} />
        <DataTable.Col label="merchant360.f.status" render={status()} />
        <DataTable.Col label="merchant360.f.reason" render={text('reason')} />
        <DataTable.Col label="merchant360.f.created_at" render={time('createdAt')} />
      </DataTable>
    </ListContextProvider>
  );
}

/** /refund: a refund by its id, or the refunds of a transaction id. */
export default function RefundLookupPage() {
  const [id, setId] = useState<string | null>(null);
  return (
    <PageFrame title="merchant360.refund_title">
      <Stack spacing={2}>
        <IdSearch
          label="merchant360.refund_lookup"
          pattern={/^[A-Za-z0-9]{4,30}$/}
          problem="merchant360.bad_id"
          maxLength={30}
          onSearch={setId}
        />
        {id && <Refunds key={id} id={id} />}
      </Stack>
    </PageFrame>
  );
}
