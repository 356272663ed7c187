import { isDecimalAmount } from '../../../../contract/consumer/account-form-values';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OFFLINE_REASONS, TRANSFER_TYPES } from '../../../../contract/consumer/form-values';
import { BANK_REFERENCE_MAX } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { formatInr } from '../../../format';
import type { ConsumerSummary } from '../useConsumer';
import { FormAction } from './FormAction';
import { AmountField, NoteField } from '../../../common/RequiredField';

const EMPTY = { amount: '', reference: '', type: '', reason: '', comments: '' };
const k = 'consumer360.offline.';

/** Offline repayment (spec §5.8): amount, bank reference (max 20), transfer type, one of nine reasons, comments. */
export function OfflineRepaymentAction({ summary: c }: { summary: ConsumerSummary }) {
  const translate = useTranslate();
  const due = c.postPaidAccount.totalDueAmount;
  const amountOk = (v: typeof EMPTY) => isDecimalAmount(v.amount, 10) && Number(v.amount) <= due;
  return (
    <FormAction
      action="offlineRepayment"
      prefix={k}
      empty={EMPTY}
      refresh={[CONSUMER_LISTS.repayments]}
      unavailable={c.accountStatus === 'CLOSED' || due <= 0 ? translate(`${k}unavailable`) : null}
      effect={(v) => ({
        amount: amountOk(v) ? formatInr(Number(v.amount)) : '…',
        from: formatInr(due),
        to: amountOk(v) ? formatInr(due - Number(v.amount)) : '…',
      })}
      complete={(v) => Boolean(amountOk(v) && v.reference.trim() && v.type && v.reason && v.comments.trim())}
      body={(v) => ({
        consumerId: c.consumerId,
        amount: v.amount,
        bankReferenceNumber: v.reference.trim(),
        transferType: v.type,
        offlineReason: v.reason,
        comments: v.comments.trim(),
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
          <NoteField label="consumer360.action.comments" value={v.comments} onChange={set('comments')} />
        </>
      )}
    </FormAction>
  );
}
