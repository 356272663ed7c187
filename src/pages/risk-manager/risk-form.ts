import type { DecisionSummary } from '../../common/decision-summary';
import { formatDateTime, formatInr } from '../../format';
import {
  changedFields,
  NO_RULE,
  RISK_LIMITS,
  ruleProblem,
  type RiskRuleValues,
  type RiskSubject,
} from '../../../contract/risk-manager/rules';

type Translate = (key: string, args?: Record<string, unknown>) => string;
const T = 'others.risk';

/** The form's draft: text as typed (blank: no limit), the block's expiry as a datetime-local value (IST). */
export interface RiskDraft {
  subjectType: RiskSubject;
  subjectId: string;
  maxCountHour: string;
  maxCountDay: string;
  maxAmountHour: string;
  maxAmountDay: string;
  blocked: boolean;
  blockReason: string;
  blockUntil: string;
}

const IST_MS = 330 * 60_000;
/** Pure: epoch ms → `YYYY-MM-DDTHH:mm` in IST (a datetime-local input's value). */
export const toIstInput = (ms: number | null): string =>
  ms === null ? '' : new Date(ms + IST_MS).toISOString().slice(0, 16);
/** Pure: a datetime-local value read as IST → epoch ms; blank → null. */
export const fromIstInput = (text: string): number | null => (text ? Date.parse(`${text}:00.000Z`) - IST_MS : null);

/** Pure: a rule's values as the form shows them first. */
export function draftOf(subjectType: RiskSubject, subjectId: string, v: RiskRuleValues = NO_RULE): RiskDraft {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    subjectType,
    subjectId,
    maxCountHour: text(v.maxCountHour),
    maxCountDay: text(v.maxCountDay),
    maxAmountHour: text(v.maxAmountHour),
    maxAmountDay: text(v.maxAmountDay),
    blocked: v.blocked,
    blockReason: v.blockReason ?? '',
    blockUntil: toIstInput(v.blockUntil),
  };
}

/** Pure: the draft's values, or the reason it is not one yet (an i18n key or the rule's own message). */
export function valuesOf(d: RiskDraft, now: number): { values: RiskRuleValues } | { problem: string } {
  const read = (text: string, whole: boolean) => {
    const t = text.trim();
    if (t === '') return null;
    const n = Number(t);
    return Number.isFinite(n) && n > 0 && (!whole || Number.isInteger(n)) ? n : NaN;
  };
  const values: RiskRuleValues = {
    maxCountHour: read(d.maxCountHour, true),
    maxCountDay: read(d.maxCountDay, true),
    maxAmountHour: read(d.maxAmountHour, false),
    maxAmountDay: read(d.maxAmountDay, false),
    blocked: d.blocked,
    blockReason: d.blocked ? d.blockReason.trim() || null : null,
    blockUntil: d.blocked ? fromIstInput(d.blockUntil) : null,
  };
  if (RISK_LIMITS.some((k) => Number.isNaN(values[k]))) return { problem: `${T}.bad_number` };
  if (!/^\d{1,20}$/.test(d.subjectId.trim())) return { problem: `${T}.bad_subject` };
  const problem = ruleProblem(values, now);
  return problem ? { problem } : { values };
}

/** Pure: a value as the summary shows it. */
function shown(field: keyof RiskRuleValues, v: RiskRuleValues, translate: Translate): string {
  const value = v[field];
  if (field === 'blocked') return translate(value ? `${T}.yes` : `${T}.no`);
  if (value === null || value === '') return translate(`${T}.none`);
  if (field === 'maxAmountHour' || field === 'maxAmountDay') return formatInr(value);
  if (field === 'blockUntil') return formatDateTime(value as number);
  return String(value);
}

/** Pure: what sending the change restates: whose rule, each value before → after, and that a checker applies it. */
export function riskChangeSummary(
  subject: { subjectType: RiskSubject; subjectId: string },
  before: RiskRuleValues,
  after: RiskRuleValues,
  translate: Translate,
): DecisionSummary {
  const fields = changedFields(before, after);
  return {
    subject: translate(`${T}.summary_subject`, {
      who: translate(`${T}.subjects.${subject.subjectType}`),
      id: subject.subjectId,
    }),
    facts: [
      [translate(`${T}.subject_type`), translate(`${T}.subjects.${subject.subjectType}`)],
      [translate(`${T}.subject_id`), subject.subjectId],
    ],
    changes: fields.map((f) => ({
      label: translate(`pages.approvals.risk_rule_fields.${f}`),
      before: shown(f, before, translate),
      after: shown(f, after, translate),
    })),
    next: translate(`${T}.next`),
  };
}
