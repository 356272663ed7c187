import { isDecimalAmount } from '../../../../contract/consumer/account-form-values';
import { FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IFSC_MAX, IMPS_CHARGE_RUPEES } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { formatInr } from '../../../format';
import type { ConsumerSummary } from '../useConsumer';
import { FormAction } from './FormAction';
import { AmountField, NoteField } from '../../../common/RequiredField';

const IFSC = /^[A-Za-z]{4}0[A-Za-z0-9]{6}$/;
const EMPTY = { amount: '', account: '', ifsc: '', waive: 'no', remarks: '' };
const k = 'consumer360.send_money.';

const amountOk = (v: typeof EMPTY) => isDecimalAmount(v.amount, 10);
const feeOf = (v: typeof EMPTY) => (v.waive === 'yes' ? 0 : IMPS_CHARGE_RUPEES);

/** Send money (spec §5.8, §9): amount (max 10), bank account and IFSC (max 11), waive the ₹25 IMPS fee or not, remarks. */
export function SendMoneyAction({ summary: c }: { summary: ConsumerSummary }) {
  const translate = useTranslate();
  return (
    <FormAction
      action="sendMoney"
      prefix={k}
      empty={EMPTY}
      refresh={[CONSUMER_LISTS.bankTransfers]}
      unavailable={c.accountStatus === 'ACTIVE' ? null : translate(`${k}unavailable`)}
      effect={(v) => ({
        amount: amountOk(v) ? formatInr(Number(v.amount)) : '…',
        fee: formatInr(feeOf(v)),
        total: amountOk(v) ? formatInr(Number(v.amount) + feeOf(v)) : '…',
      })}
      complete={(v) => Boolean(amountOk(v) && /^\d{6,18}$/.test(v.account) && IFSC.test(v.ifsc) && v.remarks.trim())}
      body={(v) => ({
        consumerId: c.consumerId,
        amount: v.amount,
        accountNumber: v.account,
        ifsc: v.ifsc.toUpperCase(),
        waiveConvenienceFee: v.waive === 'yes',
        remarks: v.remarks.trim(),
      })}
    >
      {(v, set) => (
        <>
          <AmountField
            label={`${k}amount`}
            value={v.amount}
            onChange={set('amount')}
            valid={amountOk(v)}
            maxLength={10}
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
          <NoteField label="consumer360.action.remarks" value={v.remarks} onChange={set('remarks')} />
        </>
      )}
    </FormAction>
  );
}
