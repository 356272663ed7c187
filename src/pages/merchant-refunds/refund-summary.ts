import {
  refundableOf,
  refundTypeOf,
  type RefundableTransactionWire,
  type RefundReason,
} from '../../../contract/merchant-refunds/rules';
import { toPaise } from '../../../contract/money';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr, orNotAvailable } from '../../format';
import type { RefundRequest } from '../../../dataProviders/merchant-support/merchant-refunds';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const T = 'merchantRefunds';

/** Pure: rupees plus or minus rupees, added in paise. */
const plus = (a: number, b: number): number => (toPaise(a) + toPaise(b)) / 100;

/** Pure: the merchant as shown: its name and id, or the id alone. */
export const merchantLabel = (merchantId: string, name: string | null | undefined): string =>
  name ? `${name} (${merchantId})` : merchantId;

/**
 * Pure: what the maker confirms before a refund is raised: the merchant, the transaction and its amount, the refund
 * (type, amount, reason), the refunded and refundable amounts before → after, and that a checker decides it.
 */
export function refundRaiseSummary(
  txn: RefundableTransactionWire,
  form: { amount: number; reason: RefundReason | ''; remarks: string },
  translate: Translate,
): DecisionSummary {
  const refundable = refundableOf(txn);
  const type = refundTypeOf(form.amount, refundable);
  return {
    subject: translate(`${T}.summary.raise_subject`, { txnId: txn.txnId }),
    facts: [
      [translate(`${T}.fields.merchantId`), merchantLabel(txn.merchantId, txn.merchantName)],
      [translate(`${T}.fields.txnId`), txn.txnId],
      [translate(`${T}.fields.rrn`), orNotAvailable(txn.rrn)],
      [translate(`${T}.fields.txnAmount`), formatInr(txn.amount)],
      [translate(`${T}.fields.amount`), `${formatInr(form.amount)} (${translate(`${T}.type.${type}`)})`],
      [translate(`${T}.fields.reason`), orNotAvailable(form.reason)],
      [translate(`${T}.fields.remarks`), orNotAvailable(form.remarks.trim())],
    ],
    changes: [
      {
        label: translate(`${T}.fields.refundedAmount`),
        before: formatInr(txn.refunded),
        after: formatInr(plus(txn.refunded, form.amount)),
      },
      {
        label: translate(`${T}.fields.pending`),
        before: formatInr(txn.pending),
        after: formatInr(plus(txn.pending, form.amount)),
      },
      {
        label: translate(`${T}.fields.refundableAmount`),
        before: formatInr(refundable),
        after: formatInr(plus(refundable, -form.amount)),
      },
    ],
    afterLabel: `${T}.summary.after_raise`,
    next: translate(`${T}.summary.next_raise`),
  };
}

/**
 * Pure: what the checker confirms on /refund-verify: the request, merchant, transaction and refund, the transaction
 * amount, what was refunded and refundable when it was raised → after approval, and what approving or rejecting does.
 */
export function refundDecisionSummary(
  request: RefundRequest,
  isApproved: boolean,
  translate: Translate,
): DecisionSummary {
  const p = request.proposed;
  const before = request.previous;
  return {
    subject: `${translate('pages.approvals.kinds.MERCHANT_REFUND')} #${request.id}`,
    facts: [
      [translate(`${T}.fields.merchantId`), request.merchantId],
      [translate(`${T}.fields.txnId`), p.txnId],
      [translate(`${T}.fields.rrn`), orNotAvailable(p.rrn)],
      [translate(`${T}.fields.txnAmount`), formatInr(before?.txnAmount)],
      [translate(`${T}.fields.amount`), `${formatInr(p.amount)} (${translate(`${T}.type.${p.refundType}`)})`],
      [translate(`${T}.fields.reason`), orNotAvailable(p.reason)],
      [translate('pages.approvals.decision.maker'), request.makerEmail],
      [translate('pages.approvals.decision.maker_remarks'), orNotAvailable(request.makerRemarks)],
    ],
    changes: [
      {
        label: translate(`${T}.fields.refundedAmount`),
        before: formatInr(before?.refundedAmount),
        after: formatInr(p.refundedAmount),
      },
      {
        label: translate(`${T}.fields.refundableAmount`),
        before: formatInr(before?.refundableAmount),
        after: formatInr(p.refundableAmount),
      },
    ],
    next: isApproved
      ? translate('pages.approvals.decision.next_refund', { amount: formatInr(p.amount) })
      : translate(`${T}.summary.next_reject`),
  };
}
