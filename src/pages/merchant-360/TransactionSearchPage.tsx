import { useState } from 'react';
import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { EntityListTab } from '../../common/entity-360';
import { money, status, text, time } from './cells';
import { PageFrame } from './PageFrame';

const STATUSES = ['', 'SUCCESS', 'FAILED', 'PENDING', 'REJECTED'] as const;

/** /merchant-transaction: payments-tesseract search across merchants (merchant, transaction id, RRN, status). */
export default function TransactionSearchPage() {
  const translate = useTranslate();
  const [merchantId, setMerchantId] = useState('');
  const [txnId, setTxnId] = useState('');
  const [rrn, setRrn] = useState('');
  const [state, setState] = useState<(typeof STATUSES)[number]>('');
  const [rejected, setRejected] = useState(false);
  const filter = {
    ...(/^\d{1,10}$/.test(merchantId) ? { merchantId } : {}),
    ...(txnId.trim() ? { txnId: txnId.trim() } : {}),
    ...(/^\d{1,20}$/.test(rrn) ? { rrn } : {}),
    ...(state ? { status: state } : {}),
  };
  return (
    <PageFrame title="merchant360.txn_search_title">
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <TextField
          size="small"
          label={translate('merchant360.f.merchant_id')}
          value={merchantId}
          onChange={(e) => setMerchantId(e.target.value.replace(/\D/g, '').slice(0, 10))}
        />
        <TextField
          size="small"
          label={translate('merchant360.f.txn_id')}
          value={txnId}
          onChange={(e) => setTxnId(e.target.value.slice(0, 30))}
        />
        <TextField
          size="small"
          label={translate('merchant360.f.rrn')}
          value={rrn}
          onChange={(e) => setRrn(e.target.value.replace(/\D/g, '').slice(0, 20))}
        />
        <TextField
          select
          size="small"
          sx={{ minWidth: 140 }}
          label={translate('merchant360.f.status')}
          value={state}
          onChange={(e) => setState(e.target.value as (typeof STATUSES)[number])}
        >
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s || translate('merchant360.any')}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={rejected} onChange={(e) => setRejected(e.target.checked)} />}
          label={translate('merchant360.rejected_only')}
        />
      </Stack>
      <EntityListTab
        resource={rejected ? 'm360-rejected' : 'm360-txn-search'}
        filter={filter}
        empty="merchant360.empty_transactions"
        label="merchant360.txn_search_title"
        light
      >
        <DataTable.Col source="txnId" label="merchant360.f.txn_id" />
        <DataTable.Col source="merchantId" label="merchant360.f.merchant_id" />
        <DataTable.Col label="merchant360.f.amount" render={money('amount')} />
        <DataTable.Col label="merchant360.f.status" render={status()} />
        <DataTable.Col source="mode" label="merchant360.f.mode" />
        <DataTable.Col label="merchant360.f.rrn" render={text('rrn')} />
        <DataTable.Col label="merchant360.f.reject_reason" render={text('rejectReason')} />
        <DataTable.Col label="merchant360.f.created_at" render={time('createdAt')} />
      </EntityListTab>
    </PageFrame>
  );
}
