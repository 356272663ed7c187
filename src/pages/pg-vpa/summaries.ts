import type { PgMethod } from '../../../contract/pg-vpa/rules';
import type { VpaFileCheck } from '../../../dataProviders/investment/pg-vpa';
import type { DecisionSummary } from '../../common/decision-summary';

type Translate = (key: string, args?: Record<string, unknown>) => string;

const T = 'pgVpa.timeouts';
const V = 'pgVpa.vpa';

/** Pure: a timeout as read, "300 s". */
export const secondsText = (t: Translate, n: number): string => t(`${T}.seconds`, { n });

/** Pure: a timeout change restated before it is raised: the method, its bounds, the timeout now → proposed, who decides. */
export function timeoutChangeSummary(
  t: Translate,
  d: { method: PgMethod; timeoutSeconds: number; minSeconds: number; maxSeconds: number; next: number },
): DecisionSummary {
  const method = t(`${T}.methods.${d.method}`);
  return {
    subject: t(`${T}.subject`, { method }),
    facts: [
      [t(`${T}.method`), method],
      [t(`${T}.bounds`), t(`${T}.bounds_value`, { min: d.minSeconds, max: d.maxSeconds })],
    ],
    changes: [{ label: t(`${T}.timeout`), before: secondsText(t, d.timeoutSeconds), after: secondsText(t, d.next) }],
    next: t(`${T}.next`, { value: secondsText(t, d.timeoutSeconds) }),
  };
}

/**
 * Pure: a checked VPA file restated before it is applied: the file, how many rows apply and how many are left out,
 * the first merchants' VPA now → after (and how many more), what happens next.
 */
export function vpaConfirmSummary(t: Translate, c: VpaFileCheck): DecisionSummary {
  const more = c.valid - c.preview.length;
  return {
    subject: t(`${V}.subject`, { name: c.fileName }),
    facts: [
      [t(`${V}.file`), c.fileName],
      [t(`${V}.to_apply`), String(c.valid)],
      [t(`${V}.left_out`), String(c.rejected)],
    ],
    changes: c.preview.map((r) => ({
      label: t(`${V}.vpa_of`, { merchantId: r.merchantId }),
      before: r.previousVpa ?? t(`${V}.none`),
      after: r.vpa,
    })),
    ...(more > 0 && { note: t(`${V}.more`, { n: more }) }),
    next: t(`${V}.next`),
  };
}
