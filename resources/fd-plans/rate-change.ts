import type { DecisionSummary } from '../../src/common/decision-summary';

type Json = Record<string, unknown>;
type Translate = (key: string, args?: Record<string, unknown>) => string;

const CONFIG_RATES = ['women_interest_rate', 'senior_default_interest_rate', 'senior_women_interest_rate'] as const;
const label = (field: string) => `resources.fd_plans.fields.${field}`;
const asRecord = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const asList = (v: unknown): Json[] => (Array.isArray(v) ? v.map(asRecord) : []);
const percent = (v: unknown) => (v === undefined || v === null || v === '' ? '—' : `${String(v)}%`);
const same = (a: unknown, b: unknown) => Number(a ?? 0) === Number(b ?? 0);

/**
 * Pure: the rates an FD plan edit changes, each old → new (issue 41 item 2): the plan's rate, the women and senior
 * rates in configs, and each special rate by its label. Empty when no rate changes.
 */
export function rateChanges(
  before: Json | undefined,
  after: Json,
  translate: Translate,
): { label: string; before: string; after: string }[] {
  if (!before) return [];
  const out: { label: string; before: string; after: string }[] = [];
  const add = (name: string, old: unknown, now: unknown) => {
    if (!same(old, now)) out.push({ label: name, before: percent(old), after: percent(now) });
  };
  add(translate(label('interest_rate')), before.interest_rate, after.interest_rate);
  const [oldConfigs, newConfigs] = [asRecord(before.configs), asRecord(after.configs)];
  for (const field of CONFIG_RATES) add(translate(label(field)), oldConfigs[field], newConfigs[field]);
  const [oldSpecial, newSpecial] = [asList(oldConfigs.special_rates), asList(newConfigs.special_rates)];
  for (let i = 0; i < Math.max(oldSpecial.length, newSpecial.length); i++) {
    const name = String(newSpecial[i]?.label ?? oldSpecial[i]?.label ?? i + 1);
    const [old, now] = [oldSpecial[i]?.interest_rate, newSpecial[i]?.interest_rate];
    if (oldSpecial[i] && newSpecial[i]) add(`${translate(label('special_rates'))}: ${name}`, old, now);
    else
      out.push({ label: `${translate(label('special_rates'))}: ${name}`, before: percent(old), after: percent(now) });
  }
  return out;
}

/** Pure: the confirmation an FD plan edit asks for when it changes a rate (old → new), or null to save at once. */
export function rateChangeSummary(before: Json | undefined, after: Json, translate: Translate): DecisionSummary | null {
  const changes = rateChanges(before, after, translate);
  if (changes.length === 0 || !before) return null;
  return {
    subject: translate('resources.fd_plans.rate_change.subject', {
      plan: String(before.plan_id ?? ''),
      issuer: String(before.issuer_name ?? ''),
    }),
    facts: [[translate(label('tenure_in_days')), String(after.tenure_in_days ?? before.tenure_in_days ?? '')]],
    changes,
    changesLabel: 'resources.fd_plans.rate_change.rate',
    afterLabel: 'resources.fd_plans.rate_change.after',
    next: translate('resources.fd_plans.rate_change.next'),
  };
}
