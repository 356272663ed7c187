import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr, orNotAvailable } from '../../format';
import { payoutDecisionSummary } from '../../../resources/payouts/payout-decision';
import type { InboxItem } from './inbox-items';
import { INBOX_KINDS, requestFieldLabel } from './inbox-kinds';
import { inboxAmount } from './inbox-row';
import { requestCounterparty } from './inbox-counterparty';
import { diffRows, sameValue, type ApprovalRequestRecord } from './request-diff';
import {
  isMerchantChangeKind,
  MERCHANT_CHANGE_FIELDS,
  merchantChangeFieldLabel,
  showMerchantChangeValue,
} from '../merchant-changes/change-fields';

/**
 * Pure: does the request change an amount (a limit's or a guardrail's cap, old → new, shown in the changes) rather
 * than move one? Then the dialog shows no single "Amount" that could be read as money sent.
 */
const changesAnAmount = (r: ApprovalRequestRecord): boolean =>
  Object.entries(r.proposed).some(
    ([field, value]) =>
      /amount/i.test(field) && r.previous !== null && field in r.previous && !sameValue(r.previous[field], value),
  );

type Translate = (key: string, options?: Record<string, unknown>) => string;
/**
 * Pure: what the decision dialog restates for an inbox item (issue 41 item 1): the kind and id, whom it is for
 * (requestCounterparty), how much, who raised it, the values it changes (before → after), and what approving or rejecting does.
 */
export function inboxDecisionSummary(item: InboxItem, isApproved: boolean, translate: Translate): DecisionSummary {
  const spec = INBOX_KINDS[item.kind];
  const subject = `${translate(spec.label)} #${item.id}`;
  const amount = inboxAmount(item);
  const shownAmount = amount === null ? translate('empty.not_available') : formatInr(amount);
  const fact = (key: string, value: unknown) => [translate(key), orNotAvailable(value)] as const;
  if (item.kind === 'PAYOUT') return payoutDecisionSummary(item.payout, isApproved, translate);
  const r = item.request;
  // A merchant change lists the fields its card shows, with their labels (not every field the request carries).
  const changes = isMerchantChangeKind(r.kind)
    ? MERCHANT_CHANGE_FIELDS[r.kind].map((field) => ({
        label: translate(merchantChangeFieldLabel(field)),
        before: showMerchantChangeValue(field, r.previous?.[field]),
        after: showMerchantChangeValue(field, r.proposed[field]),
      }))
    : diffRows(r).map((row) => ({
        label: translate(requestFieldLabel(r.kind, row.field)),
        before: r.current ? row.current : row.atRequest,
        after: row.proposed,
      }));
  const whom = requestCounterparty(r);
  return {
    subject,
    facts: [
      ...(whom === null ? [] : [[translate(whom.label), whom.value] as const]),
      ...(amount === null || changesAnAmount(r)
        ? []
        : [[translate('pages.approvals.decision.amount'), shownAmount] as const]),
      fact('pages.approvals.decision.maker', r.makerEmail),
      fact('pages.approvals.decision.maker_remarks', r.makerRemarks),
    ],
    changes,
    next: isApproved
      ? translate(spec.nextOnApprove ?? 'pages.approvals.decision.next_approve', { amount: shownAmount })
      : translate('pages.approvals.decision.next_reject'),
  };
}
