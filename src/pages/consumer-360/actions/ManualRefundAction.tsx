import { useTranslate } from 'react-admin';
import { isDecimalAmount, MANUAL_REFUND_AMOUNT_MAX } from '../../../../contract/consumer/account-form-values';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { formatInr } from '../../../format';
import type { ConsumerSummary } from '../useConsumer';
import { FormAction } from './FormAction';
import { AmountField, NoteField } from '../../../common/RequiredField';

const EMPTY = { amount: '', comments: '' };
const k = 'consumer360.manual_refund.';

/** The amount-and-comments form of spec §5.8 (a manual refund): both required, at most what is due. */
export function ManualRefundAction({ summary: c }: { summary: ConsumerSummary }) {
  const translate = useTranslate();
  const due = c.postPaidAccount.totalDueAmount;
  const amountOk = (v: typeof EMPTY) =>
    isDecimalAmount(v.amount.trim(), MANUAL_REFUND_AMOUNT_MAX) && Number(v.amount) <= due;
  return (
    <FormAction
      action="manualRefund"
      prefix={k}
      empty={EMPTY}
      refresh={[CONSUMER_LISTS.transactions]}
      unavailable={c.accountStatus === 'CLOSED' || due <= 0 ? translate(`${k}unavailable`) : null}
      effect={(v) => ({
        amount: amountOk(v) ? formatInr(Number(v.amount)) : '…',
        from: formatInr(due),
        to: amountOk(v) ? formatInr(due - Number(v.amount)) : '…',
      })}
      complete={(v) => Boolean(amountOk(v) && v.comments.trim())}
      body={(v) => ({ consumerId: c.consumerId, amount: v.amount.trim(), comments: v.comments.trim() })}
    >
      {(v, set) => (
        <>
          <AmountField
            label={`${k}amount`}
            value={v.amount}
            onChange={set('amount')}
            valid={amountOk(v)}
            maxLength={MANUAL_REFUND_AMOUNT_MAX}
          />
          <NoteField label="consumer360.action.comments" value={v.comments} onChange={set('comments')} />
        </>
      )}
    </FormAction>
  );
}
