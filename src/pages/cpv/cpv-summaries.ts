/**
 * Pure helpers of the CPV pages: the pincode list as typed, the agents a visit may go to, the report's default range,
 * and what each confirmation restates (decision-summary.ts), every value already translated by the caller's `t`.
 */
import { istDayOf } from '../../../contract/business-time';
import type { CpvOutcome } from '../../../contract/cpv/calls';
import type { DecisionSummary } from '../../common/decision-summary';
import type { CpvAgent, CpvVisit } from '../../../dataProviders/crm/cpv';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const DAY = 86_400_000;

/** Pure: pincodes typed with commas, spaces or new lines, trimmed, each once, in the order typed. */
export const parsePincodes = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((p) => p.trim())
      .filter(Boolean),
  ),
];

/** Pure: the active agents serving a pincode, least loaded first (then by name): whom a visit may go to. */
export const agentsServing = (agents: readonly CpvAgent[], pincode: string): CpvAgent[] =>
  agents
    .filter((a) => a.active && a.pincodes.includes(pincode))
    .sort((a, b) => a.open - b.open || a.name.localeCompare(b.name));

/** Pure: today's IST day, the first day a visit may be scheduled for. */
export const firstVisitDay = (now: number): string => istDayOf(now);

/** Pure: the report's default range: the 30 IST days up to today. */
export const defaultReportRange = (now: number): { from: string; to: string } => ({
  from: istDayOf(now - 29 * DAY),
  to: istDayOf(now),
});

const merchantOf = (v: Pick<CpvVisit, 'merchantId' | 'merchantName'>) =>
  v.merchantName ? `${v.merchantName} (${v.merchantId})` : v.merchantId;

const visitFacts = (t: Translate, v: CpvVisit): [string, string][] => [
  [t('cpv.f.merchant'), merchantOf(v)],
  [t('cpv.f.city'), v.city],
  [t('cpv.f.pincode'), v.pincode],
];

/** What assigning (or reassigning) a visit changes: its state, agent and date. */
export function assignSummary(t: Translate, v: CpvVisit, agent: CpvAgent, day: string): DecisionSummary {
  return {
    subject: t('cpv.assign.visit', { id: v.id }),
    facts: visitFacts(t, v),
    changes: [
      { label: t('cpv.f.status'), before: t(`cpv.state.${v.status}`), after: t('cpv.state.ASSIGNED') },
      { label: t('cpv.f.agent'), before: v.agentName ?? t('cpv.na'), after: agent.name },
      { label: t('cpv.f.scheduled_for'), before: v.scheduledFor ?? t('cpv.na'), after: day },
    ],
    next: t('cpv.assign.next_assign'),
  };
}

/** What recording an outcome changes: the visit closes as VISITED with the outcome. */
export function outcomeSummary(t: Translate, v: CpvVisit, outcome: CpvOutcome | ''): DecisionSummary {
  return {
    subject: t('cpv.assign.visit', { id: v.id }),
    facts: [...visitFacts(t, v), [t('cpv.f.agent'), v.agentName ?? t('cpv.na')]],
    changes: [
      { label: t('cpv.f.status'), before: t(`cpv.state.${v.status}`), after: t('cpv.state.VISITED') },
      { label: t('cpv.f.outcome'), before: t('cpv.na'), after: outcome ? t(`cpv.outcomes.${outcome}`) : t('cpv.na') },
    ],
    next: t('cpv.assign.next_outcome'),
  };
}

/** What cancelling a visit changes. */
export function cancelSummary(t: Translate, v: CpvVisit): DecisionSummary {
  return {
    subject: t('cpv.assign.visit', { id: v.id }),
    facts: [...visitFacts(t, v), [t('cpv.f.agent'), v.agentName ?? t('cpv.na')]],
    changes: [{ label: t('cpv.f.status'), before: t(`cpv.state.${v.status}`), after: t('cpv.state.CANCELLED') }],
    next: t('cpv.assign.next_cancel'),
  };
}

/** What deactivating an agent changes. */
export function deactivateSummary(t: Translate, a: CpvAgent): DecisionSummary {
  return {
    subject: `${a.name} (${a.email})`,
    facts: [
      [t('cpv.f.city'), a.city],
      [t('cpv.f.pincodes'), a.pincodes.join(', ')],
      [t('cpv.f.open'), String(a.open)],
    ],
    changes: [{ label: t('cpv.f.active'), before: t('ra.boolean.true'), after: t('ra.boolean.false') }],
    next: t('cpv.agents.deactivate_next'),
  };
}

export { merchantOf };
