import { CHILLFEST_STATUSES } from '../../../contract/consumer/chillfest.js';
import { record } from './consumer-extras-rows.js';

const DAY_S = 86_400;
const TASKS = ['Pay 3 bills', 'Scan & pay 5 times', 'Refer a friend', 'Pay your bill early', 'Try Postpe EMI'] as const;
const REWARDS = ['CASHBACK', 'SCRATCHCARD', 'COINS'] as const;

/** The consumer's Postpe Chillfest entries: one per status, and one more enrolled, newest first by enrolment. */
export function chillfestRecords(consumerId: number, nowS: number) {
  const statuses = [...CHILLFEST_STATUSES, 'ENROLLED'] as const;
  return statuses.map((status, k) => {
    const enrolledAt = nowS - (k + 1) * 5 * DAY_S;
    const rewardType = REWARDS[k % REWARDS.length]!;
    return record(
      consumerId,
      'CHILLFEST',
      `CHF${consumerId}${String(k).padStart(2, '0')}`,
      enrolledAt,
      {
        campaignName: k < 3 ? 'Chillfest Diwali 2026' : 'Chillfest Summer 2026',
        taskName: TASKS[k % TASKS.length],
        progress: status === 'ENROLLED' ? `${k % 3}/3` : '3/3',
        completedAt: status === 'ENROLLED' ? null : enrolledAt + 2 * DAY_S,
        rewardType,
        expiry: enrolledAt + 30 * DAY_S,
      },
      { status, sub_type: rewardType, amount: status === 'EXPIRED' ? 0 : 25 * (k + 1) },
    );
  });
}
