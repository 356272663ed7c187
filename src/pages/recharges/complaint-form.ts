import {
  RECHARGE_COMPLAINT_CATEGORIES,
  RECHARGE_DESCRIPTION_MAX,
  type RechargeComplaintCategory,
} from '../../../contract/consumer-calls/calls';
import type { Recharge } from '../../../dataProviders/merchant-support/consumer-calls';
import type { DecisionSummary } from '../../common/decision-summary';
import { withinLength } from '../../common/RequiredField';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';

export interface ComplaintInput {
  category: RechargeComplaintCategory | '';
  description: string;
}

export const EMPTY_COMPLAINT: ComplaintInput = { category: '', description: '' };

/** Pure: a category from the list and a description within the limit. */
export const complaintReady = (v: ComplaintInput): boolean =>
  (RECHARGE_COMPLAINT_CATEGORIES as readonly string[]).includes(v.category) &&
  v.description.trim() !== '' &&
  withinLength(v.description, RECHARGE_DESCRIPTION_MAX);

/** Pure: what is sent (only when complaintReady). */
export const complaintBody = (v: ComplaintInput, recharge: Pick<Recharge, 'id'>) => ({
  txnId: recharge.id,
  category: v.category as RechargeComplaintCategory,
  description: v.description.trim(),
});

/** Pure: what the dialog restates: the recharge (order, consumer, type, operator, amount, status, when) and the category. */
export function complaintSummary(
  v: ComplaintInput,
  r: Recharge,
  translate: (key: string, args?: Record<string, unknown>) => string,
): DecisionSummary {
  const f = (k: string) => translate(`consumerCalls.recharges.field.${k}`);
  return {
    subject: translate('consumerCalls.complaint.subject', { orderId: r.orderId }),
    facts: [
      [f('consumer'), `${r.consumerName} (${r.consumerId})`],
      [f('mobile'), r.mobile],
      [f('type'), translate(`consumerCalls.recharges.types.${r.rechargeType}`)],
      [f('operator'), orNotAvailable(r.operator)],
      [f('amount'), formatInr(r.amount)],
      [f('status'), r.status],
      [f('date'), formatDateTime(r.paymentDate)],
      [f('category'), v.category || '—'],
    ],
    next: translate('consumerCalls.complaint.next'),
  };
}
