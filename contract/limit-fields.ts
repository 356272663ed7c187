/** Spec §3.4: the six limits a change request proposes (and whose old_* values it carries). Pure: both sides read it. */
export const LIMIT_FIELDS = [
  'max_count',
  'max_amount',
  'monthly_max_count',
  'monthly_max_amount',
  'monthly_overall_max_amount',
  'lifetime_max_amount',
] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

/**
 * The largest values a limit holds (issue 41 item 2: realistic limits, e.g. ₹50,00,000 a month and crores for a
 * lifetime). Counts: 9,99,999 transactions (spec §9 'new limit max 6' digits). Amounts: ₹1,000 crore
 * (₹10,00,00,00,000), two decimals, within the table's numeric(14, 2); both sides read these.
 */
export const LIMIT_COUNT_MAX = 999_999;
export const LIMIT_AMOUNT_MAX = 10_000_000_000;
/** Pure: is this one of the count fields (whole numbers)? The rest are rupee amounts. */
export const isCountField = (field: LimitField): boolean => field.endsWith('_count');
