import type { DecisionSummary } from '../../common/decision-summary';
import { formatDateTime } from '../../format';
import type { BpJourney } from '../../../dataProviders/crm/bp-journeys';

type Translate = (key: string, args?: Record<string, unknown>) => string;
const T = 'others.bp';

/** Pure: what resuming restates: whose journey, the failed step and why, and what the server does next. */
export function resumeSummary(j: BpJourney, translate: Translate): DecisionSummary {
  return {
    subject: translate(`${T}.summary_subject`, { id: j.id, merchantId: j.merchantId }),
    facts: [
      [translate(`${T}.merchant`), j.merchantId],
      [translate(`${T}.failed_step`), translate(`${T}.steps.${j.step}`, { _: j.step })],
      [translate(`${T}.failure`), j.failure ?? '—'],
      [translate(`${T}.last_step`), formatDateTime(j.lastStepAt)],
    ],
    changes: [
      {
        label: translate(`${T}.state`),
        before: translate(`${T}.states.${j.state}`),
        after: translate(`${T}.states.IN_PROGRESS`),
      },
    ],
    next: translate(`${T}.next`, { step: translate(`${T}.steps.${j.step}`, { _: j.step }) }),
  };
}
