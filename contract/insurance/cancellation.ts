/**
 * Insurance bulk cancellation (issue 46 item 3, /insurance-bulk-cancellation): each row's verdict in a dry run and the
 * refund rule, pure so the console and the server read one rule.
 *
 * Refund rule: pro rata by unused cover days. A policy cancelled on IST day D refunds
 * floor(premium in paise × days from D to the end day, both counted / days of cover, both counted); nothing when D is
 * after the end day, and nothing when any claim on it was approved or paid (the cover was used).
 */
export const CANCEL_VERDICTS = ['ACTIVE', 'ALREADY_CANCELLED', 'EXPIRED', 'UNKNOWN', 'DUPLICATE'] as const;
export type CancelVerdict = (typeof CANCEL_VERDICTS)[number];
/** Most policy ids one dry run takes. */
export const CANCEL_MAX_ROWS = 1000;

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Pure: the refund in paise of a policy cancelled on `cancelDay` (IST days as YYYY-MM-DD). */
export function proRataRefundPaise(
  policy: { premiumPaise: number; startDay: string; endDay: string; claimUsed: boolean },
  cancelDay: string,
): number {
  if (policy.claimUsed) return 0;
  const cover = dayNumber(policy.endDay) - dayNumber(policy.startDay) + 1;
  const from = Math.max(dayNumber(cancelDay), dayNumber(policy.startDay));
  const unused = dayNumber(policy.endDay) - from + 1;
  if (cover <= 0 || unused <= 0) return 0;
  return Math.floor((policy.premiumPaise * Math.min(unused, cover)) / cover);
}

/** Pure: the verdict of one row: an unknown id, a repeat of an earlier row, or the policy's state. */
export function cancelVerdict(status: string | undefined, seenBefore: boolean): CancelVerdict {
  if (seenBefore) return 'DUPLICATE';
  if (status === undefined) return 'UNKNOWN';
  if (status === 'CANCELLED') return 'ALREADY_CANCELLED';
  if (status === 'EXPIRED') return 'EXPIRED';
  return 'ACTIVE';
}
