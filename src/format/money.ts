import { NOT_AVAILABLE, isBlank } from './empty';

/** Indian digit grouping of a whole number's digits: the last three, then pairs (1,23,45,678). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${tail}`;
}

/** Spec §9: rupees with Indian grouping, two decimals and a minus for negatives (₹1,23,456.00, -₹500.00); N/A when empty. */
export function formatInr(value: unknown): string {
  if (isBlank(value)) return NOT_AVAILABLE;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return NOT_AVAILABLE;
  const [whole = '0', fraction = '00'] = Math.abs(n).toFixed(2).split('.');
  const sign = n < 0 && Number(`${whole}.${fraction}`) !== 0 ? '-' : '';
  return `${sign}₹${groupIndian(whole)}.${fraction}`;
}
