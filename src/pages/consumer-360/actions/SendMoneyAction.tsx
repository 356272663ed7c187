import { useState } from 'react';
import { FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IFSC_MAX, IMPS_CHARGE_RUPEES } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { formatInr } from '../../../format';
import type { ConsumerSummary } from '../useConsumer';
import { ConfirmDialog } from './ConfirmDialog';
import { GatedButton } from './GatedButton';
import { useConsumerAction } from './useConsumerAction';

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const IFSC = /^[A-Za-z]{4}0[A-Za-z0-9]{6}$/;

/** Send money (spec §5.8, §9): amount (max 10), bank account and IFSC (max 11), waive the ₹25 IMPS fee or not, remarks. */
export function SendMoneyAction({ summary: c }: { summary: ConsumerSummary }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [v, setV] = useState({ amount: '', account: '', ifsc: '', waive: 'no', remarks: '' });
  const send = useConsumerAction('sendMoney', [CONSUMER_LISTS.bankTransfers]);
  const set = (field: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setV((now) => ({ ...now, [field]: e.target.value }));
  const amountOk = AMOUNT.test(v.amount) && v.amount.length <= 10 && Number(v.amount) > 0;
  const fee = v.waive === 'yes' ? 0 : IMPS_CHARGE_RUPEES;
  const complete = amountOk && /^\d{6,18}$/.test(v.account) && IFSC.test(v.ifsc) && v.remarks.trim();
  const k = 'consumer360.send_money.';
  return (
    <>
      <GatedButton
        action="sendMoney"
        label={`${k}button`}
        deniedReason={`${k}denied`}
        unavailable={c.accountStatus === 'ACTIVE' ? null : translate(`${k}unavailable`)}
        onClick={() => {
          setV({ amount: '', account: '', ifsc: '', waive: 'no', remarks: '' });
          setOpen(true);
        }}
      />
      {open && (
        <ConfirmDialog
          title={translate(`${k}title`)}
          effect={translate(`${k}effect`, {
            amount: amountOk ? formatInr(Number(v.amount)) : '…',
            fee: formatInr(fee),
            total: amountOk ? formatInr(Number(v.amount) + fee) : '…',
          })}
          busy={send.isPending}
          blocked={complete ? null : translate(`${k}required`)}
          onClose={() => setOpen(false)}
          onConfirm={() =>
            send.mutate(
              {
                consumerId: c.consumerId,
                amount: v.amount,
                accountNumber: v.account,
                ifsc: v.ifsc.toUpperCase(),
                waiveConvenienceFee: v.waive === 'yes',
                remarks: v.remarks.trim(),
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
              error={v.amount !== '' && !amountOk}
              slotProps={{ htmlInput: { maxLength: 10, inputMode: 'decimal' } }}
            />
            <TextField
              required
              label={translate(`${k}account`)}
              value={v.account}
              onChange={set('account')}
              slotProps={{ htmlInput: { maxLength: 18, inputMode: 'numeric' } }}
            />
            <TextField
              required
              label={translate(`${k}ifsc`)}
              value={v.ifsc}
              onChange={set('ifsc')}
              error={v.ifsc !== '' && !IFSC.test(v.ifsc)}
              slotProps={{ htmlInput: { maxLength: IFSC_MAX } }}
            />
            <RadioGroup row value={v.waive} onChange={set('waive')} aria-label={translate(`${k}waive`)}>
              <FormControlLabel value="yes" control={<Radio />} label={translate(`${k}waive_yes`)} />
              <FormControlLabel value="no" control={<Radio />} label={translate(`${k}waive_no`)} />
            </RadioGroup>
            <TextField
              required
              multiline
              label={translate('consumer360.action.remarks')}
              value={v.remarks}
              onChange={set('remarks')}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          </Stack>
        </ConfirmDialog>
      )}
    </>
  );
}
