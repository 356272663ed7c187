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
