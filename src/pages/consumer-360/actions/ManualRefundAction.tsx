import { useTranslate } from 'react-admin';
import { MANUAL_REFUND_AMOUNT_MAX } from '../../../../contract/consumer/account-form-values';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import type { ConsumerSummary } from '../useConsumer';
import { duePayment } from './due-payment';
import { FormAction } from './FormAction';
import { AmountField, NOTE_MAX, NoteField, withinLength } from '../../../common/RequiredField';

const EMPTY = { amount: '', comments: '' };
const k = 'consumer360.manual_refund.';

/** The amount-and-comments form of spec §5.8 (a manual refund): both required, at most what is due. */
export function ManualRefundAction({ summary: c }: { summary: ConsumerSummary }) {
  const translate = useTranslate();
  const { limits, amountOf, unavailable, effect } = duePayment(c, MANUAL_REFUND_AMOUNT_MAX, () =>
    translate(`${k}unavailable`),
  );
  return (
    <FormAction
      action="manualRefund"
      prefix={k}
      empty={EMPTY}
      refresh={[CONSUMER_LISTS.transactions]}
      unavailable={unavailable}
      effect={effect}
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
