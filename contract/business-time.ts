/**
 * Business time (docs/money-and-time.md): instants are stored and sent in UTC (epoch ms or ISO); the days and months
 * a business rule counts by (a bank statement's day, a credit line's month, a reconciliation range) are Indian
 * Standard Time, UTC+05:30 with no daylight saving; screens show times in the user's own zone (src/format/dates.ts).
 */
export const IST_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 86_400_000;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Pure: is this a real calendar day written yyyy-MM-dd? */
export function isIsoDay(text: string): boolean {
  const m = ISO_DAY.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** Pure: the IST day (yyyy-MM-dd) an instant falls on. */
export const istDayOf = (epochMs: number): string => new Date(epochMs + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Pure: the instant an IST day starts (epoch ms). */
export const istDayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS;

/** Pure: the last millisecond of an IST day (epoch ms): a date range's end day counts whole. */
export const istDayEnd = (day: string): number => istDayStart(day) + DAY_MS - 1;

/** Pure: whole calendar days from day a to day b (`yyyy-MM-dd`; negative when b is before a). */
export const daysBetween = (a: string, b: string): number => Math.round((istDayStart(b) - istDayStart(a)) / DAY_MS);

/** Pure: the instant the IST day of an instant started (epoch ms): daily caps and limits count from there. */
export const istDayStartAt = (epochMs: number): number => istDayStart(istDayOf(epochMs));

/** Pure: the IST month (YYYY-MM) an instant falls in. */
export const istMonthOf = (epochMs: number): string => istDayOf(epochMs).slice(0, 7);

/** Pure: the instant the IST month `back` months before the one of `now` starts (epoch ms). */
export function istMonthStart(now: number, back = 0): number {
  const [y, m] = istMonthOf(now).split('-').map(Number) as [number, number];
  return Date.UTC(y, m - 1 - back, 1) - IST_OFFSET_MS;
}
