import type { DecisionSummary } from '../../../common/decision-summary';
import { formatInr } from '../../../format';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const k = 'consumerLending.excess';

/** What refunding an excess moves, restated before it is raised: how much, to which (masked) account, what is left. */
export function excessRefundSummary(
  t: Translate,
  r: { consumerId: number; amount: number; account: { accountNumber: string; bankName: string }; refundable: number },
): DecisionSummary {
  const left = Math.max(0, Math.round(r.refundable * 100) - Math.round(r.amount * 100)) / 100;
  return {
    subject: t(`${k}.subject`, { id: r.consumerId }),
    facts: [
      [t(`${k}.fact_amount`), formatInr(r.amount)],
      [t(`${k}.fact_account`), `${r.account.bankName} ${r.account.accountNumber}`],
    ],
    changes: [{ label: t(`${k}.change_refundable`), before: formatInr(r.refundable), after: formatInr(left) }],
    next: t(`${k}.next`),
  };
}
