import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IFSC_MAX, IMPS_CHARGE_RUPEES } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { formatInr } from '../../../format';
import type { ConsumerSummary } from '../useConsumer';
import { FormAction } from './FormAction';
import { AmountField, NOTE_MAX, NoteField, RequiredField, withinLength } from '../../../common/RequiredField';
import { validAmount } from '../../../common/amount-input';

const IFSC = /^[A-Za-z]{4}0[A-Za-z0-9]{6}$/;
const EMPTY = { amount: '', account: '', ifsc: '', waive: 'no', remarks: '' };
const k = 'consumer360.send_money.';

const LIMITS = { maxChars: 10 };
const amountOf = (v: typeof EMPTY) => validAmount(v.amount, LIMITS);
const ACCOUNT = /^\d{6,18}$/;
const ACCOUNT_MAX = 18;
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
        amount: amountOf(v) ? formatInr(amountOf(v)?.value) : '…',
        fee: formatInr(feeOf(v)),
        total: amountOf(v) ? formatInr((amountOf(v)?.value ?? 0) + feeOf(v)) : '…',
      })}
      complete={(v) =>
        Boolean(
          amountOf(v) &&
          ACCOUNT.test(v.account) &&
          IFSC.test(v.ifsc) &&
          v.remarks.trim() &&
          withinLength(v.remarks, NOTE_MAX),
        )
      }
      body={(v) => ({
        consumerId: c.consumerId,
        amount: amountOf(v)?.plain,
        accountNumber: v.account,
        ifsc: v.ifsc.toUpperCase(),
        waiveConvenienceFee: v.waive === 'yes',
        remarks: v.remarks.trim(),
      })}
    >
      {(v, set) => (
        <>
          <AmountField label={`${k}amount`} value={v.amount} onChange={set('amount')} limits={LIMITS} />
          <RequiredField
            label={`${k}account`}
            value={v.account}
            onChange={set('account')}
            valid={ACCOUNT.test(v.account)}
            maxLength={ACCOUNT_MAX}
            inputMode="numeric"
          />
          <RequiredField
            label={`${k}ifsc`}
            value={v.ifsc}
            onChange={set('ifsc')}
            valid={IFSC.test(v.ifsc)}
            maxLength={IFSC_MAX}
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
