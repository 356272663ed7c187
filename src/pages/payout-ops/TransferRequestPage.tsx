import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { INTERNAL_TRANSFERS } from '../../../contract/bindings';
import { PAYOUT_CHANNELS } from '../../../contract/investments/guardrails';
import { formatInr } from '../../format';
import { useOpsMutation, useOpsQuery } from '../investments/ops-hooks';
import { TransfersTable } from './TransfersTable';
import { AmountField, RequiredField } from '../../common/RequiredField';
import { ListSkeleton } from '../../common/ListSkeleton';
import { LoadError } from '../../common/QueryState';
import {
  EMPTY_TRANSFER,
  TRANSFER_AMOUNT,
  TRANSFER_REMARKS_MAX,
  transferBody,
  type InternalAccount,
  type TransferForm,
} from './transfer-types';
import { menuOptions } from '../../common/menu-options';

const resource = INTERNAL_TRANSFERS.name;

/**
 * /payout/internal-ac-transfer/request (and /payout/internal-account-transfer/request): a maker raises a transfer
 * between two company accounts (confirmed first); pending transfers are approved or rejected here by another user.
 */
export default function TransferRequestPage() {
  const translate = useTranslate();
  const { canAccess: mayRaise } = useCanAccess({ resource, action: 'raise' });
  const accounts = useOpsQuery<InternalAccount[]>(resource, ['accounts'], (p) => p.getTransferAccounts(resource));
  const [form, setForm] = useState<TransferForm>(EMPTY_TRANSFER);
  const [confirming, setConfirming] = useState(false);
  const body = transferBody(form);
  const raise = useOpsMutation<NonNullable<typeof body>>(
    [resource],
    (p, data, idempotencyKey) => p.raiseTransfer(resource, { data, idempotencyKey }),
    {
      success: 'investments.transfers.raised',
      onDone: () => {
        setConfirming(false);
        setForm(EMPTY_TRANSFER);
      },
    },
  );
  const set = (field: keyof TransferForm) => (e: { target: { value: string } }) =>
    setForm({ ...form, [field]: e.target.value });
  const nameOf = (id: string) => accounts.data?.find((a) => String(a.id) === id)?.name ?? '';
  const accountSelect = (field: 'fromAccountId' | 'toAccountId', label: string) => (
    <TextField
      select
      required
      label={translate(label)}
      value={form[field]}
      onChange={set(field)}
      sx={{ minWidth: 260 }}
    >
      {(accounts.data ?? []).map((a) => (
        <MenuItem key={a.id} value={String(a.id)}>
          {`${a.name} (${a.accountNo}) · ${formatInr(a.balance)}`}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('investments.transfers.request_title')}
      </Typography>
      {accounts.isPending && <ListSkeleton rows={1} />}
      {accounts.error && (
        <LoadError
          error={accounts.error}
          onRetry={accounts.refetch}
          retrying={accounts.isFetching}
          message="empty.read_failed"
        />
      )}
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
            {accountSelect('fromAccountId', 'investments.fields.from_account')}
            {accountSelect('toAccountId', 'investments.fields.to_account')}
            <AmountField
              label="investments.fields.amount"
              value={form.amount}
              onChange={set('amount')}
              limits={TRANSFER_AMOUNT}
            />
            <TextField
              select
              label={translate('investments.fields.channel')}
              value={form.channel}
              onChange={set('channel')}
            >
              {menuOptions(PAYOUT_CHANNELS)}
            </TextField>
            <RequiredField
              label="investments.fields.remarks"
              value={form.remarks}
              onChange={set('remarks')}
              maxLength={TRANSFER_REMARKS_MAX}
            />
          </Stack>
          <Tooltip title={mayRaise ? '' : translate('investments.no_raise')}>
            <span>
              <Button
                sx={{ mt: 2 }}
                variant="contained"
                disabled={!mayRaise || !body}
                onClick={() => setConfirming(true)}
              >
                {translate('investments.transfers.raise')}
              </Button>
            </span>
          </Tooltip>
        </CardContent>
      </Card>
      <TransfersTable status="PENDING" decidable />
      <Dialog open={confirming} onClose={raise.isPending ? undefined : () => setConfirming(false)}>
        <DialogTitle>{translate('investments.transfers.raise')}</DialogTitle>
        <DialogContent>
          {body &&
            translate('investments.transfers.confirm', {
              amount: formatInr(body.amount),
              from: nameOf(form.fromAccountId),
              to: nameOf(form.toAccountId),
              channel: body.channel,
            })}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={raise.isPending}>
            {translate('investments.cancel')}
          </Button>
          <Button variant="contained" disabled={raise.isPending || !body} onClick={() => body && raise.mutate(body)}>
            {translate('investments.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
