import type { GuardrailLimit } from '../../../contract/investments';
import type { DecisionTrail, ProposedChange } from '../../../contract/approvals/request-trail';
import type { DecisionSummary } from '../../common/decision-summary';
import { amountProblem, type AmountProblem } from '../../common/amount-input';
import { parseAmount } from '../../format/money';

/** A guardrail as GET /investment/guardrail and /payout/guardrail answer it. */
export interface GuardrailRecord extends Record<GuardrailLimit, number> {
  id: number;
  scope: string;
  name: string;
  status: string;
  updatedBy: string | null;
  updatedAt: number;
  version: number;
  pendingRequestId: number | null;
}

/** A maker-checker request as the guardrail, transfer and investment calls answer it. */
export interface OpsRequest extends ProposedChange, DecisionTrail {
  id: number;
  kind: string;
  productType: string | null;
  status: string;
  targetId: number | null;
  raisedByViewer: boolean;
}

/** Pure: a cap as shown: rupees for amounts, a count as is; 0 is no cap. */
export function capText(limit: GuardrailLimit, value: number, formatInr: (v: number) => string, noCap: string) {
  if (!value) return noCap;
  return limit === 'daily_max_count' ? String(value) : formatInr(value);
}

/** Pure: the proposed caps that differ from the guardrail's, as numbers; null when a value is not a number ≥ 0. */
/** The server's largest cap (guardrailChangeBody: at most 12 digits); 0 means no cap. */
export const CAP_MAX = 999_999_999_999;
const CAP_LIMITS = { max: CAP_MAX, allowZero: true };

/**
 * Pure (issue 41 item 2): why a typed cap is refused (an i18n key of `validation` and its values), or null (a cap the
 * server takes, or blank, which keeps the current one). Amounts read Indian grouping ('1,00,000') with at most 2
 * decimals; the daily count is a whole number. What was typed is kept and said, never dropped or cut.
 */
export function capProblem(limit: GuardrailLimit, text: string): AmountProblem | null {
  if (text.trim() === '') return null;
  if (limit !== 'daily_max_count') return amountProblem(text, CAP_LIMITS);
  const parsed = parseAmount(text);
  return parsed && Number.isInteger(parsed.value) && parsed.value <= CAP_MAX
    ? null
    : { key: 'validation.count_invalid' };
}

/** Pure: the caps a change proposes (only those that differ), or null while one typed is refused (capProblem). */
export function proposedCaps(
  guardrail: Pick<GuardrailRecord, GuardrailLimit>,
  values: Partial<Record<GuardrailLimit, string>>,
): Partial<Record<GuardrailLimit, number>> | null {
  const out: Partial<Record<GuardrailLimit, number>> = {};
  for (const [limit, text] of Object.entries(values) as [GuardrailLimit, string][]) {
    if (text.trim() === '') continue;
    const parsed = parseAmount(text);
    if (capProblem(limit, text) || !parsed) return null;
    if (parsed.value !== guardrail[limit]) out[limit] = parsed.value;
  }
  return out;
}

/**
 * Pure: what raising a guardrail's (de)activation restates first (issue 41 item 1): the guardrail, its caps in ₹, its
 * status before → after, and that a checker decides it.
 */
export function guardrailStatusSummary(
  g: GuardrailRecord,
  limits: readonly GuardrailLimit[],
  formatInr: (v: number) => string,
  translate: (key: string, options?: Record<string, unknown>) => string,
): DecisionSummary {
  const to = g.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
  return {
    subject: `${g.name} (${g.scope}) #${g.id}`,
    facts: limits.map(
      (l) =>
        [translate(`investments.fields.${l}`), capText(l, g[l], formatInr, translate('investments.no_cap'))] as const,
    ),
    changes: [{ label: translate('investments.fields.status'), before: g.status, after: to }],
    changesLabel: 'pages.approvals.field',
    next: translate('investments.guardrails.status_next', { status: to }),
  };
}
