import { formatInr, parseAmount, type ParsedAmount } from '../format/money';

/** What an amount input allows: the server's limits for that amount. */
export interface AmountLimits {
  /** At most this many characters in the plain amount (digits and point, no commas): the server's field length. */
  maxChars?: number;
  /** At most this many rupees. */
  max?: number;
  /** ₹0 is an amount here (a limit of nothing); otherwise an amount must be more than ₹0. */
  allowZero?: boolean;
}

/** Why a typed amount is refused: an i18n key of `validation` and its values. */
export interface AmountProblem {
  key: string;
  args?: Record<string, string | number>;
}

/**
 * Pure (issue 41 item 2): why the amount typed is refused, or null when it is a positive amount within `limits` or
 * still empty (a required field says so itself). Indian grouping is accepted (src/format/money.ts parseAmount); too
 * long or too large is said, never cut.
 */
export function amountProblem(typed: string, limits: AmountLimits = {}): AmountProblem | null {
  if (typed.trim() === '') return null;
  const parsed = parseAmount(typed);
  if (!parsed) return { key: 'validation.amount_invalid' };
  if (limits.maxChars !== undefined && parsed.plain.length > limits.maxChars)
    return { key: 'validation.amount_too_long', args: { max: limits.maxChars } };
  if (limits.max !== undefined && parsed.value > limits.max)
    return { key: 'validation.amount_too_large', args: { max: formatInr(limits.max) } };
  if (parsed.value <= 0 && !limits.allowZero) return { key: 'validation.amount_positive' };
  return null;
}

/** Pure: the amount typed when it is a positive amount within `limits`, else null (nothing to send). */
export function validAmount(typed: string, limits: AmountLimits = {}): ParsedAmount | null {
  return typed.trim() !== '' && amountProblem(typed, limits) === null ? parseAmount(typed) : null;
}
