import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { MakerCheckerActions } from '../../../dataProviders/crm/maker-checker';
import { useIdempotencyKey } from '../../common/idempotency-key';
import { formatInr } from '../../format';
import { validAmount } from '../../common/amount-input';
import {
  AMOUNT_LIMITS,
  cashbackBody,
  cashbackErrors,
  cashbackReady,
  EMPTY_CASHBACK,
  type CashbackInput,
} from './cashback-form';

/** No maxLength on the inputs: what is too long is refused with its message (cashback-form.ts), never cut. */
const FIELDS: readonly { key: keyof CashbackInput; label: string; multiline?: boolean }[] = [
  { key: 'consumerId', label: 'pages.goodwill_cashback.consumer_id' },
  { key: 'txnId', label: 'pages.goodwill_cashback.txn_id' },
  { key: 'amount', label: 'pages.goodwill_cashback.amount' },
  { key: 'remarks', label: 'pages.goodwill_cashback.remarks', multiline: true },
];

/** A maker raises a goodwill cashback request (spec §7.3, productType GOODWILL); a checker decides it in Approvals. */
export function CashbackRequestForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & MakerCheckerActions>();
  const [input, setInput] = useState(EMPTY_CASHBACK);
  const idempotency = useIdempotencyKey();
  const errors = cashbackErrors(input);
  const amount = validAmount(input.amount, AMOUNT_LIMITS);
  const hint = (key: keyof CashbackInput) => (key === 'amount' && amount ? formatInr(amount.value) : undefined);
  const submit = useMutation({
    mutationFn: () =>
      dataProvider.raiseCashback('goodwill-cashback-requests', {
        cashback: cashbackBody(input),
        idempotencyKey: idempotency.key(),
      }),
    onSuccess: () => {
      idempotency.reset();
      notify('pages.goodwill_cashback.placed', { type: 'success' });
      setInput(EMPTY_CASHBACK);
      refresh();
    },
    onError: (error: Error) => {
      idempotency.settle(error);
      notify(error.message, { type: 'error' });
    },
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('pages.goodwill_cashback.new_request')}
        </Typography>
        <Stack spacing={2}>
          {FIELDS.map(({ key, label, multiline }) => (
            <TextField
              key={key}
              required
              multiline={multiline}
              label={translate(label)}
              value={input[key]}
              onChange={(e) => setInput((v) => ({ ...v, [key]: e.target.value }))}
              error={errors[key] !== undefined}
              helperText={errors[key] ? translate(errors[key]) : hint(key)}
            />
          ))}
          <Box>
            <Button
              variant="contained"
              disabled={!cashbackReady(input) || submit.isPending}
              onClick={() => submit.mutate()}
            >
              {translate('pages.goodwill_cashback.submit')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
