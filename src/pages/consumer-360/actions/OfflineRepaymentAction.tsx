import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OFFLINE_REASONS, TRANSFER_TYPES } from '../../../../contract/consumer/form-values';
import { BANK_REFERENCE_MAX } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import type { ConsumerSummary } from '../useConsumer';
import { duePayment } from './due-payment';
import { FormAction } from './FormAction';
import { AmountField, NOTE_MAX, NoteField, RequiredField, withinLength } from '../../../common/RequiredField';

const EMPTY = { amount: '', reference: '', type: '', reason: '', comments: '' };
const k = 'consumer360.offline.';

/** Offline repayment (spec §5.8): amount, bank reference (max 20), transfer type, one of nine reasons, comments. */
export function OfflineRepaymentAction({ summary: c }: { summary: ConsumerSummary }) {
  const translate = useTranslate();
  const { limits, amountOf, unavailable, effect } = duePayment(c, 10, () => translate(`${k}unavailable`));
  return (
    <FormAction
      action="offlineRepayment"
      prefix={k}
      empty={EMPTY}
      refresh={[CONSUMER_LISTS.repayments]}
      unavailable={unavailable}
      effect={effect}
      complete={(v) =>
        Boolean(
          amountOf(v) &&
          v.reference.trim() &&
          withinLength(v.reference, BANK_REFERENCE_MAX) &&
          v.type &&
          v.reason &&
          v.comments.trim() &&
          withinLength(v.comments, NOTE_MAX),
        )
      }
      body={(v) => ({
        consumerId: c.consumerId,
        amount: amountOf(v)?.plain,
        bankReferenceNumber: v.reference.trim(),
        transferType: v.type,
        offlineReason: v.reason,
        comments: v.comments.trim(),
      })}
    >
      {(v, set) => (
        <>
          <AmountField label={`${k}amount`} value={v.amount} onChange={set('amount')} limits={limits} />
          <RequiredField
            label="consumer360.action.bank_reference"
            value={v.reference}
            onChange={set('reference')}
            maxLength={BANK_REFERENCE_MAX}
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
