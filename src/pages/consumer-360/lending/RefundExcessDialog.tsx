import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { excessRefundProblem } from '../../../../contract/consumer/lending-calls';
import { formatInr } from '../../../format';
import { ConfirmDialog } from '../actions/ConfirmDialog';
import { useLendingAction } from './calls';
import { excessRefundSummary } from './summaries';
import type { BankAccountRow } from './BankDetailsTab';

const k = 'consumerLending.excess';

/** Refund (part of) the excess as a payout request: amount, verified account, remarks; restated before it is raised. */
export function RefundExcessDialog({
  consumerId,
  refundable,
  accounts,
  onClose,
}: {
  consumerId: number;
  refundable: number;
  accounts: readonly BankAccountRow[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [amount, setAmount] = useState(String(refundable));
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? 0);
  const [remarks, setRemarks] = useState('');
  const refund = useLendingAction('refundExcess', onClose);
  const value = Number(amount);
  const amountProblem = !/^\d{1,8}(\.\d{1,2})?$/.test(amount.trim()) || excessRefundProblem(value, refundable) !== null;
  const remarksProblem = remarks.trim().length < 3;
  const account = accounts.find((a) => a.id === accountId) ?? accounts[0]!;
  const blocked = amountProblem
    ? translate(`${k}.amount_problem`, { max: formatInr(refundable) })
    : remarksProblem
      ? translate(`${k}.remarks_problem`)
      : null;
  return (
    <ConfirmDialog
      title={translate(`${k}.dialog_title`)}
      effect={translate(`${k}.next`)}
      summary={excessRefundSummary(translate, {
        consumerId,
        amount: amountProblem ? 0 : value,
        account,
        refundable,
      })}
      busy={refund.isPending}
      blocked={blocked}
      onClose={onClose}
      onConfirm={() => refund.mutate({ consumerId, amount: amount.trim(), bankAccountId: accountId, remarks })}
    >
      <Stack spacing={2} sx={{ mt: 1, mb: 1 }}>
        <TextField
          label={translate(`${k}.amount`)}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amountProblem}
          helperText={amountProblem ? translate(`${k}.amount_problem`, { max: formatInr(refundable) }) : ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 11 } }}
          autoFocus
        />
        <TextField
          select
          label={translate(`${k}.account`)}
          value={accountId}
          onChange={(e) => setAccountId(Number(e.target.value))}
        >
          {accounts.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {`${a.bankName} ${a.accountNumber} (${a.ifsc})`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate(`${k}.remarks`)}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </Stack>
    </ConfirmDialog>
  );
}
