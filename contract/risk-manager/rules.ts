/**
 * /risk-manager (spec §2.3 Other, exact; issue 46 item 5): velocity limits and blocks per merchant or consumer. A
 * rule caps the transactions of one subject per hour and per day (count and amount in rupees) and may block it, with
 * a reason and an expiry. A change is raised by a maker and applied by another staff member (RISK_RULE_CHANGE).
 */
import type { PermissionKey } from '../permissions';

export const RISK_VIEW_KEY = 'CAN_VIEW_RISK_RULES' satisfies PermissionKey;
export const RISK_RAISE_KEY = 'CAN_RAISE_RISK_RULE_CHANGE' satisfies PermissionKey;
export const RISK_APPROVE_KEY = 'CAN_APPROVE_RISK_RULE_CHANGE' satisfies PermissionKey;

/** The maker-checker kind of a risk rule change. */
export const RISK_RULE_KIND = 'RISK_RULE_CHANGE';

export const RISK_SUBJECTS = ['MERCHANT', 'CONSUMER'] as const;
export type RiskSubject = (typeof RISK_SUBJECTS)[number];

/** The limits of a rule, in the order the page and the checker show them; null: no limit. */
export const RISK_LIMITS = ['maxCountHour', 'maxCountDay', 'maxAmountHour', 'maxAmountDay'] as const;
export type RiskLimit = (typeof RISK_LIMITS)[number];

/** Largest count and amount (₹) a limit takes; a block's reason length. */
export const RISK_MAX_COUNT = 100_000;
export const RISK_MAX_AMOUNT = 100_000_000;
export const RISK_REASON_MAX = 200;

export interface RiskRuleValues {
  maxCountHour: number | null;
  maxCountDay: number | null;
  maxAmountHour: number | null;
  maxAmountDay: number | null;
  blocked: boolean;
  blockReason: string | null;
  /** Epoch ms; null with a block: until lifted. */
  blockUntil: number | null;
}

export const NO_RULE: RiskRuleValues = {
  maxCountHour: null,
  maxCountDay: null,
  maxAmountHour: null,
  maxAmountDay: null,
  blocked: false,
  blockReason: null,
  blockUntil: null,
};

export const RISK_MESSAGES = {
  raised: 'Risk rule change sent for approval.',
  same: 'The rule already has these values.',
  moved: 'The rule changed since the request was raised. Raise it again from the rule in force.',
  hourOverDay: 'An hourly limit cannot be more than the daily one.',
  blockReasonRequired: 'A block needs a reason.',
  expiryPast: 'A block expiry must be in the future.',
  subjectId: 'Merchant ID or consumer ID: 1 to 20 digits.',
} as const;

/** Pure: a block in force at `now` (blocked, and its expiry not passed). */
export const blockedAt = (r: Pick<RiskRuleValues, 'blocked' | 'blockUntil'>, now: number): boolean =>
  r.blocked && (r.blockUntil === null || r.blockUntil > now);

/** Pure: why values cannot be a rule (the first reason), or null. */
export function ruleProblem(v: RiskRuleValues, now: number): string | null {
  if (v.maxCountHour !== null && v.maxCountDay !== null && v.maxCountHour > v.maxCountDay)
    return RISK_MESSAGES.hourOverDay;
  if (v.maxAmountHour !== null && v.maxAmountDay !== null && v.maxAmountHour > v.maxAmountDay)
    return RISK_MESSAGES.hourOverDay;
  if (v.blocked && !v.blockReason?.trim()) return RISK_MESSAGES.blockReasonRequired;
  if (v.blocked && v.blockUntil !== null && v.blockUntil <= now) return RISK_MESSAGES.expiryPast;
  return null;
}

/** Pure: the values that differ between the rule in force and the one asked (a block's reason and expiry with it). */
export function changedFields(before: RiskRuleValues, after: RiskRuleValues): (keyof RiskRequestFields)[] {
  const [b, a] = [toRequestFields(before), toRequestFields(after)];
  return (Object.keys(a) as (keyof RiskRequestFields)[]).filter((k) => b[k] !== a[k]);
}

/** A rule's values as a change request keeps them (the checker reads each field, old beside new). */
export interface RiskRequestFields {
  maxCountHour: number | null;
  maxCountDay: number | null;
  maxAmountHour: number | null;
  maxAmountDay: number | null;
  blocked: 'Yes' | 'No';
  blockReason: string | null;
  /** ISO 8601 (UTC); null: no expiry. */
  blockUntil: string | null;
}

/** Pure: values → the request's fields (a lifted block keeps no reason or expiry). */
export const toRequestFields = (v: RiskRuleValues): RiskRequestFields => ({
  maxCountHour: v.maxCountHour,
  maxCountDay: v.maxCountDay,
  maxAmountHour: v.maxAmountHour,
  maxAmountDay: v.maxAmountDay,
  blocked: v.blocked ? 'Yes' : 'No',
  blockReason: v.blocked ? v.blockReason : null,
  blockUntil: v.blocked && v.blockUntil !== null ? new Date(v.blockUntil).toISOString() : null,
});

/** Pure: the request's fields → values (the inverse of toRequestFields). */
export const fromRequestFields = (f: RiskRequestFields): RiskRuleValues => ({
  maxCountHour: f.maxCountHour,
  maxCountDay: f.maxCountDay,
  maxAmountHour: f.maxAmountHour,
  maxAmountDay: f.maxAmountDay,
  blocked: f.blocked === 'Yes',
  blockReason: f.blocked === 'Yes' ? f.blockReason : null,
  blockUntil: f.blocked === 'Yes' && f.blockUntil !== null ? Date.parse(f.blockUntil) : null,
});
