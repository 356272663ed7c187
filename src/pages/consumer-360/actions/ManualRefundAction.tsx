import { useTranslate } from 'react-admin';
import { MANUAL_REFUND_AMOUNT_MAX } from '../../../../contract/consumer/account-form-values';
import { validAmount } from '../../../common/amount-input';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { formatInr } from '../../../format';
import type { ConsumerSummary } from '../useConsumer';
import { FormAction } from './FormAction';
import { AmountField, NOTE_MAX, NoteField, withinLength } from '../../../common/RequiredField';

const EMPTY = { amount: '', comments: '' };
const k = 'consumer360.manual_refund.';

/** The amount-and-comments form of spec §5.8 (a manual refund): both required, at most what is due. */
export function ManualRefundAction({ summary: c }: { summary: ConsumerSummary }) {
  const translate = useTranslate();
  const due = c.postPaidAccount.totalDueAmount;
  const limits = { maxChars: MANUAL_REFUND_AMOUNT_MAX, max: due };
  const amountOf = (v: typeof EMPTY) => validAmount(v.amount, limits);
  return (
    <FormAction
      action="manualRefund"
      prefix={k}
      empty={EMPTY}
      refresh={[CONSUMER_LISTS.transactions]}
      unavailable={c.accountStatus === 'CLOSED' || due <= 0 ? translate(`${k}unavailable`) : null}
      effect={(v) => ({
        amount: amountOf(v) ? formatInr(amountOf(v)?.value) : '…',
        from: formatInr(due),
        to: amountOf(v) ? formatInr(due - (amountOf(v)?.value ?? 0)) : '…',
      })}
      complete={(v) => Boolean(amountOf(v) && v.comments.trim() && withinLength(v.comments, NOTE_MAX))}
      body={(v) => ({ consumerId: c.consumerId, amount: amountOf(v)?.plain, comments: v.comments.trim() })}
    >
      {(v, set) => (
        <>
          <AmountField label={`${k}amount`} value={v.amount} onChange={set('amount')} limits={limits} />
          <NoteField label="consumer360.action.comments" value={v.comments} onChange={set('comments')} />
        </>
      )}
    </FormAction>
  );
}
