import { fromLocalText, toInputText } from '../../schema/time-input';

/**
 * The audit trail's day filters in the user's zone ⇄ the moments the server filters by (epoch ms; from inclusive,
 * to exclusive): a day From starts at its local midnight, a day To ends at the next day's local midnight.
 */
export const dayStartMs = (text: string): number | null => fromLocalText(text, 'date')?.getTime() ?? null;

export function nextDayStartMs(text: string): number | null {
  const day = fromLocalText(text, 'date');
  if (!day) return null;
  day.setDate(day.getDate() + 1);
  return day.getTime();
}

const asDate = (value: unknown): Date | null =>
  typeof value === 'number' && Number.isFinite(value) ? new Date(value) : null;

/** A From moment → its day's text (yyyy-MM-dd). */
export function dayStartText(value: unknown): string {
  const d = asDate(value);
  return d ? toInputText(d, 'iso', 'date') : '';
}

/** A To moment (the next day's midnight) → the last day it includes. */
export function dayEndText(value: unknown): string {
  const d = asDate(value);
  if (!d) return '';
  d.setDate(d.getDate() - 1);
  return toInputText(d, 'iso', 'date');
}
