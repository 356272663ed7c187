import type { TimeWire } from '../../contract/schema';
import { toDate } from '../format/dates';

/** What an HTML date input holds: `date` → yyyy-MM-dd, `datetime` → yyyy-MM-ddTHH:mm (datetime-local), local time. */
export type TimeInputKind = 'date' | 'datetime';

const LOCAL_TEXT: Record<TimeInputKind, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  datetime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
};
const two = (n: number) => String(n).padStart(2, '0');

/**
 * A form value in its wire format (epoch seconds, epoch millis or ISO) → the text of the input, in local time.
 * Idempotent, because react-admin's date inputs format the already formatted value once more (defaultValue).
 */
export function toInputText(value: unknown, wire: TimeWire = 'iso', kind: TimeInputKind = 'datetime'): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && LOCAL_TEXT[kind].test(value)) return value;
  const date = toDate(value, wire === 'epochSeconds' ? 'seconds' : 'millis');
  if (!date) return '';
  const day = `${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return kind === 'date' ? day : `${day}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The input's text (local time) → the wire value: epoch seconds, epoch millis, or ISO without milliseconds. */
export function fromInputText(
  text: string | null | undefined,
  wire: TimeWire = 'iso',
  kind: TimeInputKind = 'datetime',
): unknown {
  if (!text) return null;
  const isLocalDay = kind === 'date' && LOCAL_TEXT.date.test(text);
  const ms = new Date(isLocalDay ? `${text}T00:00` : text).getTime();
  if (Number.isNaN(ms)) return text;
  if (wire === 'epochSeconds') return Math.floor(ms / 1000);
  if (wire === 'epochMillis') return ms;
  return isLocalDay ? text : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The input's local text (yyyy-MM-dd or yyyy-MM-ddTHH:mm) → that moment in local time; null when empty or not one. */
export function fromLocalText(text: string | null | undefined, kind: TimeInputKind): Date | null {
  if (!text || !LOCAL_TEXT[kind].test(text)) return null;
  const [y = 0, m = 1, d = 1, hh = 0, mm = 0] = text.split(/[-T:]/).map(Number);
  const date = new Date(y, m - 1, d, hh, mm);
  date.setFullYear(y); // years below 100 are not 19xx
  return date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}
