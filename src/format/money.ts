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

/** An amount as typed, read: `plain` is what the server is sent ("100000.5"), `value` the number it holds. */
export interface ParsedAmount {
  plain: string;
  value: number;
}

/** Indian grouping: 1 or 2 digits, pairs, then the last three (1,00,000 · 12,34,567 · 25,000). */
const INDIAN_GROUPED = /^\d{1,2}(,\d{2})*,\d{3}$/;
/** Digits with at most two decimals, after the grouping commas are taken out. */
const PLAIN_AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * Pure (issue 41 item 2): the amount a rupee input holds, or null when it is not one. Accepts plain digits
 * (100000), Indian grouping (1,00,000 · 25,000), a leading ₹ and spaces around it, and at most two decimals; refuses
 * any other comma ("1,2,3", "100,000" — read as a typo, not guessed), a minus, letters and exponents. Leading zeros
 * are dropped from `plain` ("007" → "7"). The caller decides what is too large or must be positive.
 */
export function parseAmount(typed: string): ParsedAmount | null {
  const text = typed.trim().replace(/^₹\s*/, '');
  const [whole = '', fraction, ...rest] = text.split('.');
  if (rest.length > 0) return null;
  if (whole.includes(',') && !INDIAN_GROUPED.test(whole)) return null;
  const digits = whole.replaceAll(',', '');
  const joined = fraction === undefined ? digits : `${digits}.${fraction}`;
  if (!PLAIN_AMOUNT.test(joined)) return null;
  const plain = joined.replace(/^0+(?=\d)/, '');
  return { plain, value: Number(plain) };
}
