/**
 * BPL (Buy now, Pay Later) credit plans (issue 46 item 2, /bpl): who reads, changes, approves and pauses them, the
 * segments they apply to, each term's sane bounds (the server's validation and the console's form share these).
 */
export const BPL_VIEW_KEY = 'CAN_VIEW_BPL_PLANS';
export const BPL_RAISE_KEY = 'CAN_RAISE_BPL_PLAN_CHANGE';
export const BPL_APPROVE_KEY = 'CAN_APPROVE_BPL_PLAN_CHANGE';
/** Ops' key: pausing and resuming a plan (no approval request: it changes no term). */
export const BPL_OPERATE_KEY = 'CAN_OPERATE_BPL_PLANS';
export const BPL_PLAN_CHANGE_KIND = 'BPL_PLAN_CHANGE';

/** The consumer segment a plan applies to: the consumer's KYC level. */
export const BPL_SEGMENTS = ['FULL', 'MIN'] as const;
export type BplSegment = (typeof BPL_SEGMENTS)[number];
export const BPL_STATES = ['ACTIVE', 'PAUSED'] as const;

/** A plan's terms, each with its bounds (rupees, days of the month, days, % p.a.). */
export const BPL_TERMS = ['minLimit', 'maxLimit', 'billingDay', 'interestFreeDays', 'lateFee', 'interestRate'] as const;
export type BplTerm = (typeof BPL_TERMS)[number];
export const BPL_BOUNDS: Record<BplTerm, { min: number; max: number; step: number }> = {
  minLimit: { min: 500, max: 500_000, step: 1 },
  maxLimit: { min: 500, max: 500_000, step: 1 },
  billingDay: { min: 1, max: 28, step: 1 },
  interestFreeDays: { min: 0, max: 60, step: 1 },
  lateFee: { min: 0, max: 1_500, step: 0.01 },
  interestRate: { min: 0, max: 48, step: 0.01 },
};

export const BPL_MESSAGES = {
  raised: 'Plan change sent for approval.',
  notFound: 'Plan not found.',
  stale: 'This plan changed since you opened it. Reload and try again.',
  pending: 'A change to this plan is already waiting for approval.',
  noChange: 'Change at least one term.',
  minAboveMax: 'Minimum limit cannot be more than the maximum limit.',
  moved: 'This plan is no longer in a state that allows this.',
  paused: 'Plan paused.',
  resumed: 'Plan resumed.',
} as const;

/** A term out of its bounds: the message the form and the server give. */
export const boundMessage = (term: BplTerm): string =>
  `Must be between ${BPL_BOUNDS[term].min} and ${BPL_BOUNDS[term].max}.`;
