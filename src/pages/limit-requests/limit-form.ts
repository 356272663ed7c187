import {
  isCountField,
  LIMIT_AMOUNT_MAX,
  LIMIT_COUNT_MAX,
  LIMIT_FIELDS,
  type LimitField,
} from '../../../contract/limit-fields';
import { amountProblem, type AmountLimits, type AmountProblem } from '../../common/amount-input';
import { parseAmount } from '../../format/money';

export { LIMIT_FIELDS, isCountField, type LimitField };

export interface LimitConfig extends Record<LimitField, number> {
  id: number;
  transactionType: string;
  txnIndicator: string;
  status: string;
  version: number;
}

/** The server's remarks limit (server/routes/crm/maker-checker-schema.ts limitRequestBody). */
export const REMARKS_MAX = 300;
/** A new amount limit: up to ₹1,000 crore, ₹0 allowed (contract/limit-fields.ts, the server's cap). */
export const AMOUNT_LIMITS: AmountLimits = { max: LIMIT_AMOUNT_MAX, allowZero: true };

/** Pure: the new value a field holds (grouping such as 50,00,000 read), or null when empty or not valid. */
function valueOf(field: LimitField, text: string): number | null {
  if (newValueError(field, text) || text.trim() === '') return null;
  return parseAmount(text)?.value ?? null;
}

/**
 * Pure: why a new value is refused (an i18n key and its values), or null. Counts: whole numbers up to 9,99,999 (spec
 * §9 'new limit max 6' digits); amounts: rupees up to ₹1,000 crore with 2 decimals, Indian grouping accepted, so
 * ₹50,00,000 a month and lifetime crores fit (issue 41 item 2). Too large is said, never cut.
 */
export function newValueError(field: LimitField, value: string): AmountProblem | null {
  if (value.trim() === '') return null;
  if (!isCountField(field)) return amountProblem(value, AMOUNT_LIMITS);
  const parsed = parseAmount(value);
  return parsed && !parsed.plain.includes('.') && parsed.value <= LIMIT_COUNT_MAX
    ? null
    : { key: 'pages.limit_requests.invalid_count' };
}

/** Pure: the values that differ from the current configuration, as numbers; empty inputs are left unchanged. */
export function proposedChanges(
  config: LimitConfig,
  values: Partial<Record<LimitField, string>>,
): Partial<Record<LimitField, number>> {
  const out: Partial<Record<LimitField, number>> = {};
  for (const field of LIMIT_FIELDS) {
    const value = valueOf(field, values[field] ?? '');
    if (value !== null && value !== Number(config[field])) out[field] = value;
  }
  return out;
}
