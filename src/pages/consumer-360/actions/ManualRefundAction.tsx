import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isDecimalAmount, MANUAL_REFUND_AMOUNT_MAX } from '../../../../contract/consumer/account-form-values';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { formatInr } from '../../../format';
import type { ConsumerSummary } from '../useConsumer';
import { ConfirmDialog } from './ConfirmDialog';
import { GatedButton } from './GatedButton';
import { useConsumerAction } from './useConsumerAction';

/** The amount-and-comments form of spec §5.8 (a manual refund): both required, at most what is due. */
export function ManualRefundAction({ summary: c }: { summary: ConsumerSummary }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [comments, setComments] = useState('');
  const refund = useConsumerAction('manualRefund', [CONSUMER_LISTS.transactions]);
  const k = 'consumer360.manual_refund.';
  const due = c.postPaidAccount.totalDueAmount;
  const ok = isDecimalAmount(amount.trim(), MANUAL_REFUND_AMOUNT_MAX) && Number(amount) <= due;
  return (
    <>
      <GatedButton
        action="manualRefund"
        label={`${k}button`}
        deniedReason={`${k}denied`}
        unavailable={c.accountStatus === 'CLOSED' || due <= 0 ? translate(`${k}unavailable`) : null}
        onClick={() => {
          setAmount('');
          setComments('');
          setOpen(true);
        }}
      />
      {open && (
        <ConfirmDialog
          title={translate(`${k}title`)}
          effect={translate(`${k}effect`, {
            amount: ok ? formatInr(Number(amount)) : '…',
            from: formatInr(due),
            to: ok ? formatInr(due - Number(amount)) : '…',
          })}
          busy={refund.isPending}
          blocked={ok && comments.trim() ? null : translate(`${k}required`)}
          onClose={() => setOpen(false)}
          onConfirm={() =>
            refund.mutate(
              { consumerId: c.consumerId, amount: amount.trim(), comments: comments.trim() },
              { onSuccess: () => setOpen(false) },
            )
          }
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              required
              label={translate(`${k}amount`)}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={amount !== '' && !ok}
              slotProps={{ htmlInput: { maxLength: MANUAL_REFUND_AMOUNT_MAX, inputMode: 'decimal' } }}
            />
            <TextField
              required
              multiline
              label={translate('consumer360.action.comments')}
              value={comments}
              onChange={(e) => setComments(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          </Stack>
        </ConfirmDialog>
      )}
    </>
  );
}
