import type { TranslateFunction as Translate } from 'react-admin';
import { DEVICE_REFUND_REASON_MAX, type DeviceRefundProposed } from '../../../contract/devices/refunds';
import { toPaise } from '../../../contract/money';
import type { DevicePayment, DeviceRefundInput } from '../../../dataProviders/crm/device-refunds';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr, orNotAvailable } from '../../format';
import type { DecidableRequest } from '../merchant-changes/DecisionButtons';

const T = 'devices.refunds';

/** The raise form as typed. */
export interface RefundForm {
  amount: string;
  reason: string;
}

/**
 * Pure: the refund the form asks for on a payment, or null while it is not one the server would take: an amount in
 * rupees (two decimals at most) above zero and within what is left, and a reason.
 */
export function refundInput(p: DevicePayment, form: RefundForm): DeviceRefundInput | null {
  const text = form.amount.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  const reason = form.reason.trim();
  if (amount <= 0 || toPaise(amount) > toPaise(p.refundable)) return null;
  if (!reason || reason.length > DEVICE_REFUND_REASON_MAX) return null;
  return { merchantId: p.merchantId, serial: p.serial, paymentId: p.id, amount, reason };
}

/** Pure: what raising a refund restates: the merchant, the terminal, the payment and the ₹ amount to refund. */
export function refundRaiseSummary(p: DevicePayment, r: DeviceRefundInput, translate: Translate): DecisionSummary {
  return {
    subject: translate(`${T}.raise_subject`, { serial: p.serial }),
    facts: [
      [translate(`${T}.f.merchant`), p.merchantId],
      [translate(`${T}.f.serial`), p.serial],
      [translate(`${T}.f.kind`), translate(`${T}.kinds.${p.kind}`)],
      [translate(`${T}.f.paid`), formatInr(p.paid)],
      [translate(`${T}.f.left`), formatInr(p.refundable)],
      [translate(`${T}.f.amount`), formatInr(r.amount)],
      [translate(`${T}.f.reason`), r.reason],
    ],
    next: translate(`${T}.raise_next`, { amount: formatInr(r.amount), merchant: p.merchantId }),
  };
}

/** Pure: what a checker's decision restates: the merchant, the terminal, the ₹ amount, who asked and why. */
export function refundDecisionSummary(
  request: DecidableRequest,
  isApproved: boolean,
  translate: Translate,
): DecisionSummary {
  const p = (request.proposed ?? {}) as Partial<DeviceRefundProposed>;
  const amount = typeof p.amount === 'number' ? formatInr(p.amount) : orNotAvailable(p.amount);
  return {
    subject: translate(`${T}.decide_subject`, { id: request.id }),
    facts: [
      [translate(`${T}.f.merchant`), orNotAvailable(request.merchantId)],
      [translate(`${T}.f.serial`), orNotAvailable(p.serial)],
      [translate(`${T}.f.kind`), p.paymentKind ? translate(`${T}.kinds.${p.paymentKind}`) : orNotAvailable(null)],
      [translate(`${T}.f.amount`), amount],
      [translate('pages.approvals.decision.maker'), orNotAvailable(request.makerEmail)],
      [translate(`${T}.f.reason`), orNotAvailable(p.reason)],
    ],
    next: isApproved
      ? translate(`${T}.approve_next`, { amount, serial: orNotAvailable(p.serial) })
      : translate(`${T}.reject_next`),
  };
}
