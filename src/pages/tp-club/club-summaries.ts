import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr } from '../../format';
import type { ClubInterestDue, ClubMember, ClubSubscription } from '../../../dataProviders/investment/club';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const T = 'club';
const member = (r: { holderName: string; accountNo: string }) => `${r.holderName} (${r.accountNo})`;

/** Pure: a force withdrawal restates the whole balance that leaves and the balance after (₹0) once approved. */
export const forceWithdrawSummary = (m: ClubMember, translate: Translate): DecisionSummary => ({
  subject: translate(`${T}.withdraw.subject`, { member: member(m) }),
  facts: [
    [translate(`${T}.fields.member`), member(m)],
    [translate(`${T}.fields.amount`), formatInr(m.balance)],
  ],
  changes: [{ label: translate(`${T}.fields.balance`), before: formatInr(m.balance), after: formatInr(0) }],
  next: translate(`${T}.withdraw.next`),
});

/** Pure: a missing interest application restates the period, the ₹ credited and the balance it is added to. */
export const interestSummary = (d: ClubInterestDue, translate: Translate): DecisionSummary => ({
  subject: translate(`${T}.interest.subject`, { period: d.period, member: member(d) }),
  facts: [
    [translate(`${T}.fields.member`), member(d)],
    [translate(`${T}.fields.period`), d.period],
    [translate(`${T}.fields.amount`), formatInr(d.amount)],
  ],
  changes: [{ label: translate(`${T}.fields.status`), before: 'PENDING', after: 'APPLIED' }],
  next: translate(`${T}.interest.next`, { amount: formatInr(d.amount) }),
});

/** Pure: a cancel-and-refund restates the plan, the member and the ₹ refunded to the club balance. */
export const refundSummary = (s: ClubSubscription, translate: Translate): DecisionSummary => ({
  subject: translate(`${T}.refund.subject`, { id: s.id, member: member(s) }),
  facts: [
    [translate(`${T}.fields.member`), member(s)],
    [translate(`${T}.fields.plan`), s.plan],
    [translate(`${T}.fields.refund`), formatInr(s.amount)],
  ],
  changes: [{ label: translate(`${T}.fields.status`), before: 'ACTIVE', after: 'CANCELLED' }],
  next: translate(`${T}.refund.next`, { amount: formatInr(s.amount) }),
});

/** Pure: a member matches a search by name or account number, case-insensitive; an empty search matches all. */
export const matchesMember =
  (q: string) =>
  (r: { holderName: string; accountNo: string }): boolean => {
    const s = q.trim().toLowerCase();
    return s === '' || r.holderName.toLowerCase().includes(s) || r.accountNo.toLowerCase().includes(s);
  };

/** Pure: the club's total networth, in rupees (to the paisa). */
export const networthTotal = (rows: readonly { networth: number }[]): number =>
  Math.round(rows.reduce((sum, r) => sum + r.networth, 0) * 100) / 100;
