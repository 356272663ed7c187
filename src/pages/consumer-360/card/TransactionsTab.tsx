import { useState } from 'react';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { formatDateTime } from '../../../format';
import { col, columnsOf, type ColumnSpec } from '../HistoryColumns';
import {
  TXN_INDICATORS,
  TXN_STATUS_FILTERS,
  TXN_TYPES,
  merchantCategoryLabel,
  showsExpectedTime,
} from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { ViewDetailButton } from '../details/RecordDetailDialog';
import { ActionAccessScope } from '../actions/GatedButton';
import { TXN_ACTIONS, TxnActions, type TxnRow } from './TxnActions';
import { DateTextInput } from '../../../common/DateTextInput';

const toSeconds = (date: string, endOfDay: boolean) =>
  Math.floor(new Date(`${date}T${endOfDay ? '23:59:59' : '00:00:00'}`).getTime() / 1000);

const c = 'consumer360.col';
const NA = 'entity360.not_available';
const TXN_COLUMNS: readonly ColumnSpec[] = [
  col.raw('txnId', `${c}.txnId`),
  col.time('txnTime', `${c}.txnTime`),
  col.custom(`${c}.party`, (r, t) => {
    const txn = r as unknown as TxnRow;
    return txn.merchantName ?? txn.payeeName ?? txn.vpa ?? t(NA);
  }),
  col.money('amount', `${c}.amount`),
  col.status('status', `${c}.status`),
  col.raw('txnType', `${c}.txnType`),
  col.status('txnIndicator', `${c}.indicator`),
  col.custom(`${c}.category`, (r, t) => {
    const mcc = (r as unknown as TxnRow).mcc;
    return mcc === '6513' ? t('consumer360.rent_payments') : (merchantCategoryLabel(mcc) ?? t(NA));
  }),
  col.moneyOrNa('cashbackAmount', `${c}.cashback`),
  col.custom(`${c}.expected`, (r) => {
    const txn = r as unknown as TxnRow;
    return showsExpectedTime(txn) ? formatDateTime(txn.expectedCompletionTime, 'seconds') : '';
  }),
  col.element(
    `${c}.actions`,
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
      <ViewDetailButton kind="transaction" />
      <TxnActions />
    </Box>,
  ),
];

/** transactions (spec §3.21, §4): status, indicator and type filters, a date range (both ends or it is ignored). */
export default function TransactionsTab() {
  const translate = useTranslate();
  const { entityId } = useEntity360();
  const [status, setStatus] = useState('All');
  const [indicator, setIndicator] = useState('');
  const [type, setType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const range = from && to ? { from: toSeconds(from, false), to: toSeconds(to, true) } : {};
  const filter = {
    consumerId: entityId,
    ...(status !== 'All' ? { statuses: status } : {}),
    ...(indicator ? { indicator } : {}),
    ...(type ? { types: type } : {}),
    ...range,
  };
  const select = (label: string, value: string, set: (v: string) => void, options: readonly string[], all: string) => (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(e) => set(e.target.value)}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value={all}>{translate('consumer360.filters.all')}</MenuItem>
      {options
        .filter((o) => o !== 'All')
        .map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
    </TextField>
  );
  const oneEnded = Boolean(from) !== Boolean(to);
  const toolbar = (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }} role="search">
      {select('consumer360.filters.status', status, setStatus, TXN_STATUS_FILTERS, 'All')}
      {select('consumer360.filters.indicator', indicator, setIndicator, TXN_INDICATORS, '')}
      {select('consumer360.filters.type', type, setType, TXN_TYPES, '')}
      {(['from', 'to'] as const).map((end) => (
        <DateTextInput
          key={end}
          size="small"
          label={translate(`consumer360.filters.${end}`)}
          value={end === 'from' ? from : to}
          onChange={end === 'from' ? setFrom : setTo}
        />
      ))}
      {oneEnded && (
        <Typography variant="caption" color="warning.main" sx={{ alignSelf: 'center' }}>
          {translate('consumer360.filters.range_ignored')}
        </Typography>
      )}
    </Stack>
  );
  return (
    <ActionAccessScope actions={TXN_ACTIONS}>
      <EntityListTab
        light
        resource={CONSUMER_LISTS.transactions}
        filter={filter}
        empty="consumer360.empty.transactions"
        label="consumer360.tab.transactions"
        toolbar={toolbar}
      >
        {columnsOf(TXN_COLUMNS, translate)}
      </EntityListTab>
    </ActionAccessScope>
  );
}
