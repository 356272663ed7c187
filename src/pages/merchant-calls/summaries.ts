import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr, orNotAvailable } from '../../format';

type Translate = (key: string, args?: Record<string, unknown>) => string;

const M = 'merchantCalls.mcc';
const Q = 'merchantCalls.qr';

export interface MccChangeDraft {
  merchant: { merchantId: string; name: string; mcc: string | null; businessCategory: string | null };
  target: { mcc: string; name: string };
  reason: string;
}

/**
 * Pure: what raising an MCC change restates before it is sent: the merchant, the reason, the MCC and business category
 * now → after approval, and that a checker decides it.
 */
export function mccChangeSummary(t: Translate, d: MccChangeDraft): DecisionSummary {
  return {
    subject: t(`${M}.subject`, { name: d.merchant.name, merchantId: d.merchant.merchantId }),
    facts: [
      [t(`${M}.merchant`), d.merchant.merchantId],
      [t(`${M}.reason`), d.reason],
    ],
    changes: [
      { label: t(`${M}.mcc`), before: orNotAvailable(d.merchant.mcc), after: d.target.mcc },
      { label: t(`${M}.business_category`), before: orNotAvailable(d.merchant.businessCategory), after: d.target.name },
    ],
    next: t(`${M}.next`),
  };
}

export interface RefundableOrder {
  orderId: string;
  merchantId: string;
  merchantName: string;
  amount: number;
  payerVpa: string | null;
}

/** Pure: what a manual refund restates: the order, the merchant, the amount and to whom, PAID → REFUNDED, no undo. */
export function qrRefundSummary(t: Translate, o: RefundableOrder): DecisionSummary {
  return {
    subject: t(`${Q}.subject`, { id: o.orderId }),
    facts: [
      [t(`${Q}.merchant`), `${o.merchantName} (${o.merchantId})`],
      [t(`${Q}.amount`), formatInr(o.amount)],
      [t(`${Q}.payer_vpa`), orNotAvailable(o.payerVpa)],
    ],
    changes: [{ label: t(`${Q}.status`), before: t(`${Q}.state.PAID`), after: t(`${Q}.state.REFUNDED`) }],
    next: t(`${Q}.next`),
  };
}
