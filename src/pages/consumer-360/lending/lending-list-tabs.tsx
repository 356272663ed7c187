import { useState, type ReactNode } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CREDIT_TXN_TYPES } from '../../../../contract/consumer/lending-calls';
import { DateTextInput } from '../../../common/DateTextInput';
import { col } from '../HistoryColumns';
import type { ListTabSpec } from '../list-tabs';
import { ReinitiateFromRow } from './ReinitiateQrRefund';

const c = 'consumerLending.col';
const f = 'consumerLending.filters';

/** A day of the date inputs (yyyy-MM-dd, local) as epoch seconds: its first or its last second. */
const daySeconds = (day: string, last: boolean) =>
  Math.floor(new Date(`${day}T${last ? '23:59:59' : '00:00:00'}`).getTime() / 1000);

/** The credit transactions' filters: a credit type and a date range (both ends, or it is ignored). */
function useCreditFilters(): { filter: Record<string, unknown>; toolbar: ReactNode } {
  const translate = useTranslate();
  const [type, setType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter = {
    ...(type ? { types: type } : {}),
    ...(from && to ? { from: daySeconds(from, false), to: daySeconds(to, true) } : {}),
  };
  const toolbar = (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }} role="search">
      <TextField
        select
        size="small"
        label={translate(`${f}.type`)}
        value={type}
        onChange={(e) => setType(e.target.value)}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{translate(`${f}.all`)}</MenuItem>
        {CREDIT_TXN_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </TextField>
      <DateTextInput size="small" label={translate(`${f}.from`)} value={from} onChange={setFrom} />
      <DateTextInput size="small" label={translate(`${f}.to`)} value={to} onChange={setTo} />
      {Boolean(from) !== Boolean(to) && (
        <Typography variant="caption" color="warning.main" sx={{ alignSelf: 'center' }}>
          {translate(`${f}.range_ignored`)}
        </Typography>
      )}
    </Stack>
  );
  return { filter, toolbar };
}

/** The lending calls' list tabs (issue 46 item 6): credit transactions and the consumer's payouts. */
export const LENDING_LIST_TABS = {
  /** The credit side of the ledger (repayments, refunds, cashback credits, reversals), newest first, 20 a page. */
  'credit-transactions': {
    empty: 'consumerLending.empty.credits',
    useFilters: useCreditFilters,
    columns: [
      col.raw('txnId', `${c}.txnId`),
      col.time('txnTime', `${c}.txnTime`),
      col.custom(`${c}.party`, (r, t) =>
        String(r.merchantName ?? r.payerName ?? r.payeeName ?? t('entity360.not_available')),
      ),
      col.money('amount', `${c}.amount`),
      col.raw('txnType', `${c}.txnType`),
      col.status('status', `${c}.status`),
      col.text('subStatus', `${c}.subStatus`),
      col.element('consumer360.col.actions', <ReinitiateFromRow />),
    ],
  },
  /** The payouts made to this consumer (the payouts table /postpe-payouts lists), newest first. */
  payouts: {
    empty: 'consumerLending.empty.payouts',
    columns: [
      col.text('id', `${c}.payoutId`),
      col.time('createdAt', `${c}.createdAt`),
      col.money('amount', `${c}.amount`),
      col.status('status', `${c}.status`),
      col.text('agentRemarks', `${c}.remarks`),
      col.text('beneficiaryName', `${c}.beneficiary`),
      col.text('accountNo', `${c}.account`),
      col.text('ifsc', `${c}.ifsc`),
    ],
  },
} satisfies Record<string, ListTabSpec>;
