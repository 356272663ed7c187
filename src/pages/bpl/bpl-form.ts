import { bplTerms } from '../../../contract/paylater-admin/bpl-bodies';
import { BPL_TERMS, type BplTerm } from '../../../contract/paylater-admin/bpl-rules';
import type { BplPlan, BplTerms } from '../../../dataProviders/crm/paylater-admin';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr } from '../../format';

const T = 'paylaterAdmin.bpl';
type Translate = (key: string, args?: Record<string, unknown>) => string;
export type TermsForm = Record<BplTerm, string>;

/** Pure: a term as read in the table and the dialogs (₹ with Indian grouping, days, % p.a.). */
export function termText(term: BplTerm, value: number, translate: Translate): string {
  if (term === 'minLimit' || term === 'maxLimit' || term === 'lateFee') return formatInr(value);
  if (term === 'interestRate') return translate(`${T}.rate`, { rate: value });
  if (term === 'billingDay') return translate(`${T}.day_of_month`, { day: value });
  return translate(`${T}.days`, { days: value });
}

export const formOf = (t: BplTerms): TermsForm =>
  Object.fromEntries(BPL_TERMS.map((k) => [k, String(t[k])])) as TermsForm;

/**
 * Pure: the form checked by the server's own rules (contract/paylater-admin/bpl-bodies.ts): each term's message by
 * field, and the terms when they hold.
 */
export function termsInput(f: TermsForm): { errors: Partial<Record<BplTerm, string>>; terms: BplTerms | null } {
  const parsed = bplTerms.safeParse(
    Object.fromEntries(BPL_TERMS.map((k) => [k, f[k].trim() === '' ? Number.NaN : Number(f[k])])),
  );
  if (parsed.success) return { errors: {}, terms: parsed.data };
  const errors: Partial<Record<BplTerm, string>> = {};
  for (const issue of parsed.error.issues) {
    const k = issue.path[0] as BplTerm;
    errors[k] ??= issue.message;
  }
  return { errors, terms: null };
}

/** Pure: the terms that change, old → new, as the maker confirms them and the checker will read them. */
export function changeRows(plan: BplPlan, terms: BplTerms, translate: Translate) {
  return BPL_TERMS.filter((k) => plan.terms[k] !== terms[k]).map((k) => ({
    label: translate(`${T}.fields.${k}`),
    before: termText(k, plan.terms[k], translate),
    after: termText(k, terms[k], translate),
  }));
}

/** Pure: a change to a plan's terms, restated before it is sent for approval. */
export function changeSummary(plan: BplPlan, terms: BplTerms, translate: Translate): DecisionSummary {
  return {
    subject: translate(`${T}.change_subject`, { name: plan.name }),
    facts: [
      [translate(`${T}.fields.segment`), translate(`${T}.segments.${plan.segment}`)],
      [translate(`${T}.fields.consumers`), String(plan.consumers)],
    ],
    changes: changeRows(plan, terms, translate),
    next: translate(`${T}.next_change`),
  };
}

/** Pure: pausing or resuming a plan, restated. */
export function moveSummary(how: 'pause' | 'resume', plan: BplPlan, translate: Translate): DecisionSummary {
  return {
    subject: translate(`${T}.${how}_subject`, { name: plan.name }),
    facts: [
      [translate(`${T}.fields.segment`), translate(`${T}.segments.${plan.segment}`)],
      [translate(`${T}.fields.consumers`), String(plan.consumers)],
    ],
    next: translate(`${T}.next_${how}`),
  };
}
