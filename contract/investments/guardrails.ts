/**
 * Guardrails (spec §1 "Payouts … guardrails", "Investments: … guardrails"; §2.3 /deposit/guardrails, /payout/guardrail;
 * §7.7 /investment/guardrail …): caps that deposit actions and payouts may not break while a guardrail is ACTIVE. Pure
 * data and pure checks, read by the server (which enforces them) and the console (which shows them).
 */

import { toPaise } from '../money';

/** Deposit products a deposit guardrail caps (ours: the spec names P2P, FD and the BP deposit account). */
export const DEPOSIT_PRODUCTS = ['P2P', 'FD', 'BP_ACCOUNT'] as const;
export type DepositProduct = (typeof DEPOSIT_PRODUCTS)[number];

/** Payout channels a payout guardrail caps (ours). Consumer payouts go out over IMPS (spec §9 'Extra IMPS charge'). */
export const PAYOUT_CHANNELS = ['IMPS', 'NEFT', 'RTGS', 'UPI'] as const;
export type PayoutChannel = (typeof PAYOUT_CHANNELS)[number];
export const CONSUMER_PAYOUT_CHANNEL: PayoutChannel = 'IMPS';

export const GUARDRAIL_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type GuardrailStatus = (typeof GUARDRAIL_STATUSES)[number];

/**
 * The three caps of every guardrail: one action's amount, how many actions a day (per account for deposits, per
 * channel for payouts) and how much money a day (velocity).
 */
export const GUARDRAIL_LIMITS = ['max_amount', 'daily_max_count', 'daily_max_amount'] as const;
export type GuardrailLimit = (typeof GUARDRAIL_LIMITS)[number];
export type GuardrailValues = Record<GuardrailLimit, number>;

/** How each cap is named in a refusal (and in the console's labels, en.ts investments.fields). */
export const LIMIT_WORDING: Readonly<Record<GuardrailLimit, string>> = {
  max_amount: 'amount per transaction',
  daily_max_count: 'transactions per day',
  daily_max_amount: 'amount per day',
};

export interface Guardrail extends GuardrailValues {
  id: number;
  name: string;
  status: string;
}

/** What an action would add and what is already used today under the guardrail's scope. */
export interface GuardrailUsage {
  amount: number;
  todayCount: number;
  todayAmount: number;
}

/** Pure: a rupee amount as the refusals write it (Indian grouping, 2 decimals). */
export function rupees(value: number): string {
  const [whole, fraction] = Math.abs(value).toFixed(2).split('.') as [string, string];
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}₹${rest ? `${rest},${last3}` : last3}.${fraction}`;
}

const shown = (limit: GuardrailLimit, value: number) => (limit === 'daily_max_count' ? String(value) : rupees(value));

/** Pure: the refusal naming the guardrail and the limit it would break. */
export function guardrailMessage(g: Pick<Guardrail, 'name'>, limit: GuardrailLimit, cap: number, wouldBe: number) {
  return `Refused by guardrail "${g.name}": ${LIMIT_WORDING[limit]} is limited to ${shown(limit, cap)}; this would make it ${shown(limit, wouldBe)}.`;
}

/**
 * Pure: the first cap an action would break under an ACTIVE guardrail, as its refusal; null when it passes (or the
 * guardrail is INACTIVE). A cap of 0 means no cap.
 */
export function guardrailBreach(g: Guardrail | undefined | null, usage: GuardrailUsage): string | null {
  if (!g || g.status !== 'ACTIVE') return null;
  // Amounts compared in whole paise (contract/money.ts), counts as they are.
  const checks: [GuardrailLimit, number, number][] = [
    ['max_amount', toPaise(usage.amount), toPaise(g.max_amount)],
    ['daily_max_count', usage.todayCount + 1, Number(g.daily_max_count)],
    ['daily_max_amount', toPaise(usage.todayAmount) + toPaise(usage.amount), toPaise(g.daily_max_amount)],
  ];
  for (const [limit, wouldBe, cap] of checks) {
    const inPaise = limit !== 'daily_max_count';
    if (cap > 0 && wouldBe > cap)
      return guardrailMessage(g, limit, inPaise ? cap / 100 : cap, inPaise ? wouldBe / 100 : wouldBe);
  }
  return null;
}
