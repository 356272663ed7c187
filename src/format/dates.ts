import { NOT_AVAILABLE, isBlank } from './empty';

const two = (n: number) => String(n).padStart(2, '0');

/** Spec §9: many timestamps are epoch seconds, multiplied by 1000 for display. */
export const epochSecondsToMillis = (seconds: number): number => seconds * 1000;

/** A Date from epoch milliseconds, an ISO string or a Date; null when it is not a date. */
export function toDate(value: unknown, unit: 'millis' | 'seconds' = 'millis'): Date | null {
  if (isBlank(value)) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const asNumber =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  const date = Number.isFinite(asNumber)
    ? new Date(unit === 'seconds' ? epochSecondsToMillis(asNumber) : asNumber)
    : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/MM/yy in local time; N/A when empty or not a date. */
export function formatDate(value: unknown, unit: 'millis' | 'seconds' = 'millis'): string {
  const d = toDate(value, unit);
  if (!d) return NOT_AVAILABLE;
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${two(d.getFullYear() % 100)}`;
}

/** dd/MM/yy HH:mm:ss in local time; N/A when empty or not a date. */
export function formatDateTime(value: unknown, unit: 'millis' | 'seconds' = 'millis'): string {
  const d = toDate(value, unit);
  if (!d) return NOT_AVAILABLE;
  return `${formatDate(d)} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** dd/MM/yy HH:mm in India Standard Time with " IST" (bank downtime windows are read in IST); N/A when empty. */
export function formatIst(value: unknown): string {
  const d = toDate(value);
  if (!d) return NOT_AVAILABLE;
  const ist = new Date(d.getTime() + 330 * 60_000);
  const day = `${two(ist.getUTCDate())}/${two(ist.getUTCMonth() + 1)}/${two(ist.getUTCFullYear() % 100)}`;
  return `${day} ${two(ist.getUTCHours())}:${two(ist.getUTCMinutes())} IST`;
}
