/**
 * The days a payout reconciliation covers. Banks in India date their statements in IST, so a day here is an IST
 * calendar day (UTC+05:30, no daylight saving): ours, as the spec is silent (README).
 */
import { DAY_MS, isIsoDay, istDayOf, istDayStart } from '../business-time';

export { DAY_MS, IST_OFFSET_MS, isIsoDay, istDayOf, istDayStart } from '../business-time';

/** At most this many days in one reconciliation. */
export const RECON_MAX_DAYS = 31;

/** Pure: the IST day before the one `now` falls on: a reconciliation's default. */
export const istYesterday = (now: number): string => istDayOf(now - DAY_MS);

/** Pure: how many days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string): number =>
  Math.round((istDayStart(to) - istDayStart(from)) / DAY_MS) + 1;

export const RANGE_MESSAGES = {
  day: 'Must be a date as yyyy-MM-dd.',
  order: 'The last day must not be before the first.',
  tooLong: `At most ${RECON_MAX_DAYS} days in one reconciliation.`,
  future: 'Days must not be in the future.',
} as const;

/** What is wrong with each end of a range of days. */
export interface RangeErrors {
  from?: string;
  to?: string;
}

/** Pure: what is wrong with a range of days, by field (empty when it is fine). `today` is the IST day of now. */
export function rangeErrors(from: string, to: string, today: string): RangeErrors {
  if (!isIsoDay(from)) return { from: RANGE_MESSAGES.day };
  if (!isIsoDay(to)) return { to: RANGE_MESSAGES.day };
  if (to < from) return { to: RANGE_MESSAGES.order };
  if (to > today) return { to: RANGE_MESSAGES.future };
  if (daysInRange(from, to) > RECON_MAX_DAYS) return { to: RANGE_MESSAGES.tooLong };
  return {};
}
