import type { GuardrailLimit } from '../../../contract/investments';
import type { DecisionSummary } from '../../common/decision-summary';

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
export interface OpsRequest {
  id: number;
  kind: string;
  productType: string | null;
  status: string;
  targetId: number | null;
  proposed: Record<string, unknown>;
  previous: Record<string, unknown> | null;
  makerEmail: string;
  makerRemarks: string;
  checkerEmail: string | null;
  checkerRemarks: string | null;
  createdAt: number;
  decidedAt: number | null;
  raisedByViewer: boolean;
}

/** Pure: a cap as shown: rupees for amounts, a count as is; 0 is no cap. */
export function capText(limit: GuardrailLimit, value: number, formatInr: (v: number) => string, noCap: string) {
  if (!value) return noCap;
  return limit === 'daily_max_count' ? String(value) : formatInr(value);
}

/** Pure: the proposed caps that differ from the guardrail's, as numbers; null when a value is not a number ≥ 0. */
export function proposedCaps(
  guardrail: Pick<GuardrailRecord, GuardrailLimit>,
  values: Partial<Record<GuardrailLimit, string>>,
): Partial<Record<GuardrailLimit, number>> | null {
  const out: Partial<Record<GuardrailLimit, number>> = {};
  for (const [limit, text] of Object.entries(values) as [GuardrailLimit, string][]) {
    if (text.trim() === '') continue;
    const n = Number(text);
    if (!Number.isFinite(n) || n < 0) return null;
    if (n !== guardrail[limit]) out[limit] = n;
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
