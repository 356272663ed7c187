import type { CancelFileCheck } from '../../../dataProviders/crm/insurance';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr } from '../../format';

type Translate = (key: string, args?: Record<string, unknown>) => string;

const C = 'insurance.cancel';

/**
 * Pure: a checked cancellation file restated before it is raised: the file, how many policies are cancelled and how
 * many rows are left out, the ₹ refunds total, the first policies with their refund, and that a checker decides.
 */
export function cancelRaiseSummary(t: Translate, c: CancelFileCheck): DecisionSummary {
  const shown = c.rows.filter((r) => r.verdict === 'ACTIVE');
  const more = c.toCancel - shown.length;
  return {
    subject: t(`${C}.subject`, { name: c.fileName }),
    facts: [
      [t(`${C}.file`), c.fileName],
      [t(`${C}.to_cancel`), String(c.toCancel)],
      [t(`${C}.left_out`), String(c.rejected)],
      [t(`${C}.refund_total`), formatInr(c.refundTotal)],
    ],
    changes: shown.map((r) => ({
      label: t(`${C}.policy`, { policyId: r.policyId }),
      before: t(`${C}.states_policy.ACTIVE`),
      after: t(`${C}.cancelled_with`, { refund: formatInr(r.refund) }),
    })),
    ...(more > 0 && { note: t(`${C}.more`, { n: more }) }),
    next: t(`${C}.next`),
  };
}
