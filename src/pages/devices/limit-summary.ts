/** Pure: what the limit change restates before it is confirmed; unit-tested (tests/unit/src/pages/devices/). */
import type { SwipeLimit } from '../../../dataProviders/merchant-support/swipe-limits';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr } from '../../format';

type Translate = (key: string, args?: Record<string, unknown>) => string;
const T = 'devices.limit';

/** Pure: the two amounts typed, as rupees, when both are valid (more than 0, two decimals, per txn ≤ per day). */
export function limitDraft(perTxn: string, perDay: string): { perTxn: number; perDay: number } | null {
  const amount = (s: string) => (/^\d{1,8}(\.\d{1,2})?$/.test(s.trim()) ? Number(s.trim()) : NaN);
  const txn = amount(perTxn);
  const day = amount(perDay);
  return txn > 0 && day > 0 && txn <= day ? { perTxn: txn, perDay: day } : null;
}

/** The change: the merchant, each limit before → after, and what follows. */
export function limitSummary(
  t: Translate,
  before: SwipeLimit,
  after: { perTxn: number; perDay: number },
): DecisionSummary {
  return {
    subject: t(`${T}.subject`, { merchantId: before.merchantId }),
    facts: before.isDefault ? [[t(`${T}.current`), t(`${T}.default`)]] : [],
    changes: [
      { label: t(`${T}.per_txn`), before: formatInr(before.perTxn), after: formatInr(after.perTxn) },
      { label: t(`${T}.per_day`), before: formatInr(before.perDay), after: formatInr(after.perDay) },
    ],
    next: t(`${T}.next`),
  };
}
