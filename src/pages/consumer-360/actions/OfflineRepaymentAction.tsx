import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OFFLINE_REASONS, TRANSFER_TYPES } from '../../../../contract/consumer/form-values';
import { BANK_REFERENCE_MAX } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { formatInr } from '../../../format';
import type { ConsumerSummary } from '../useConsumer';
import { ConfirmDialog } from './ConfirmDialog';
import { GatedButton } from './GatedButton';
import { useConsumerAction } from './useConsumerAction';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Offline repayment (spec §5.8): amount, bank reference (max 20), transfer type, one of nine reasons, comments. */
export function OfflineRepaymentAction({ summary: c }: { summary: ConsumerSummary }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [v, setV] = useState({ amount: '', reference: '', type: '', reason: '', comments: '' });
  const record = useConsumerAction('offlineRepayment', [CONSUMER_LISTS.repayments]);
  const set = (field: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setV((now) => ({ ...now, [field]: e.target.value }));
  const due = c.postPaidAccount.totalDueAmount;
  const ok = AMOUNT.test(v.amount) && v.amount.length <= 10 && Number(v.amount) > 0 && Number(v.amount) <= due;
  const complete = ok && v.reference.trim() && v.type && v.reason && v.comments.trim();
  const k = 'consumer360.offline.';
  return (
    <>
      <GatedButton
        action="offlineRepayment"
        label={`${k}button`}
        deniedReason={`${k}denied`}
        unavailable={c.accountStatus === 'CLOSED' || due <= 0 ? translate(`${k}unavailable`) : null}
        onClick={() => {
          setV({ amount: '', reference: '', type: '', reason: '', comments: '' });
          setOpen(true);
        }}
      />
      {open && (
        <ConfirmDialog
          title={translate(`${k}title`)}
          effect={translate(`${k}effect`, {
            amount: ok ? formatInr(Number(v.amount)) : '…',
            from: formatInr(due),
            to: ok ? formatInr(due - Number(v.amount)) : '…',
          })}
          busy={record.isPending}
          blocked={complete ? null : translate(`${k}required`)}
          onClose={() => setOpen(false)}
          onConfirm={() =>
            record.mutate(
              {
                consumerId: c.consumerId,
                amount: v.amount,
                bankReferenceNumber: v.reference.trim(),
                transferType: v.type,
                offlineReason: v.reason,
                comments: v.comments.trim(),
              },
              { onSuccess: () => setOpen(false) },
            )
          }
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              required
              label={translate(`${k}amount`)}
              value={v.amount}
              onChange={set('amount')}
              error={v.amount !== '' && !ok}
              slotProps={{ htmlInput: { maxLength: 10, inputMode: 'decimal' } }}
            />
            <TextField
              required
              label={translate('consumer360.action.bank_reference')}
              value={v.reference}
              onChange={set('reference')}
              slotProps={{ htmlInput: { maxLength: BANK_REFERENCE_MAX } }}
            />
            <TextField select required label={translate(`${k}transfer_type`)} value={v.type} onChange={set('type')}>
              {TRANSFER_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {translate(`${k}types.${t}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select required label={translate(`${k}reason`)} value={v.reason} onChange={set('reason')}>
              {OFFLINE_REASONS.map((r) => (
                <MenuItem key={r} value={r}>
                  {r}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              required
              multiline
              label={translate('consumer360.action.comments')}
              value={v.comments}
              onChange={set('comments')}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          </Stack>
        </ConfirmDialog>
      )}
    </>
  );
}
