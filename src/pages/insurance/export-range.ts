import { istDayOf } from '../../../contract/business-time';

const DAY_MS = 86_400_000;

/** Pure: the export's default range, the last 30 IST days up to today. */
export function defaultExportRange(now: number): { from: string; to: string } {
  return { from: istDayOf(now - 29 * DAY_MS), to: istDayOf(now) };
}

/** Pure: the file the browser saves an export as (the server names it the same way). */
export const exportFileName = (q: { from: string; to: string; status?: string }): string =>
  `insurance-policies-${q.from}-to-${q.to}${q.status ? `-${q.status}` : ''}.csv`;
