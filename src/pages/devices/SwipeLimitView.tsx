import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { changeSwipeLimit, getSwipeLimit, type SwipeLimit } from '../../../dataProviders/merchant-support/swipe-limits';
import { MerchantIdForm } from '../../common/MerchantIdForm';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime, formatInr } from '../../format';
import { MOVE_PART } from './parts';
import { limitDraft, limitSummary } from './limit-summary';

const T = 'devices.limit';
const KEY = 'swipe-limit';

/** The limits shown, and (for those who may move devices) their change: restated before → after, then sent once. */
function LimitPanel({ limit }: { limit: SwipeLimit }) {
  const translate = useTranslate();
  const { canAccess: canChange } = useCanAccess({ resource: MOVE_PART.swipe, action: 'access' });
  const [perTxn, setPerTxn] = useState(String(limit.perTxn));
  const [perDay, setPerDay] = useState(String(limit.perDay));
  const [confirming, setConfirming] = useState(false);
  const draft = limitDraft(perTxn, perDay);
  const save = useChangeMutation({
    call: (d: { perTxn: number; perDay: number }, key) => changeSwipeLimit(limit, d.perTxn, d.perDay, key),
    success: (r) => r.message,
    failure: null,
    refresh: [[KEY, limit.merchantId]],
    done: () => setConfirming(false),
  });
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {translate(`${T}.shown`, {
          merchantId: limit.merchantId,
          perTxn: formatInr(limit.perTxn),
          perDay: formatInr(limit.perDay),
        })}{' '}
        {limit.isDefault
          ? translate(`${T}.default`)
          : translate(`${T}.changed_by`, { who: limit.updatedBy, when: formatDateTime(limit.updatedAt) })}
      </Typography>
      {canChange && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            label={translate(`${T}.per_txn`)}
            value={perTxn}
            onChange={(e) => setPerTxn(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 11 } }}
          />
          <TextField
            size="small"
            label={translate(`${T}.per_day`)}
            value={perDay}
            onChange={(e) => setPerDay(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 11 } }}
            helperText={draft ? ' ' : translate(`${T}.hint`)}
          />
          <Button variant="contained" disabled={!draft} onClick={() => setConfirming(true)}>
            {translate(`${T}.change`)}
          </Button>
        </Stack>
      )}
      {confirming && draft && (
        <RemarksDialog
          open
          title={`${T}.confirm_title`}
          titleArgs={{ merchantId: limit.merchantId }}
          confirmLabel={`${T}.change`}
          remarks={false}
          busy={save.isPending}
          summary={limitSummary(translate, limit, draft)}
          onCancel={() => setConfirming(false)}
          onConfirm={() => save.mutate(draft)}
        />
      )}
    </>
  );
}

/** /swipe/limit (issue 44): a merchant's card-swipe limit per transaction and per day, and its change. */
export default function SwipeLimitView() {
  const translate = useTranslate();
  const [merchantId, setMerchantId] = useState('');
  const query = useQuery({
    queryKey: [KEY, merchantId],
    queryFn: ({ signal }) => getSwipeLimit(merchantId, signal),
    enabled: merchantId !== '',
  });
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${T}.heading`)}
      </Typography>
      <MerchantIdForm label={'devices.invoices.merchant_id'} submit={`${T}.find`} onFind={setMerchantId} />
      {merchantId && (
        <QueryState query={query} isEmpty={() => false}>
          {(limit) => <LimitPanel key={`${limit.merchantId}-${limit.version}`} limit={limit} />}
        </QueryState>
      )}
    </>
  );
}
