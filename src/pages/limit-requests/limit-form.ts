import { LIMIT_FIELDS, type LimitField } from '../../../contract/limit-fields';

export { LIMIT_FIELDS, type LimitField };

export interface LimitConfig extends Record<LimitField, number> {
  id: number;
  transactionType: string;
  txnIndicator: string;
  status: string;
  version: number;
}

const COUNT = /^\d{1,6}$/;
const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;
export const REMARKS_MAX = 200;

/** Pure: the i18n key of a new value's error, or null (spec §9 'new limit max 6': 6 digits; amounts 2 decimals). */
export function newValueError(field: LimitField, value: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  if (field.endsWith('_count')) return COUNT.test(v) ? null : 'pages.limit_requests.invalid_count';
  return AMOUNT.test(v) ? null : 'pages.limit_requests.invalid_amount';
}

/** Pure: the values that differ from the current configuration, as numbers; empty inputs are left unchanged. */
export function proposedChanges(
  config: LimitConfig,
  values: Partial<Record<LimitField, string>>,
): Partial<Record<LimitField, number>> {
  const out: Partial<Record<LimitField, number>> = {};
  for (const field of LIMIT_FIELDS) {
    const raw = values[field]?.trim();
    if (!raw || newValueError(field, raw)) continue;
    if (Number(raw) !== Number(config[field])) out[field] = Number(raw);
  }
  return out;
}
