import { maskMobile } from '../../../../contract/pii';
import type { DecisionSummary } from '../../../common/decision-summary';
import { orNotAvailable } from '../../../format';
import type { ConsumerSummary } from '../useConsumer';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Pure: what a consumer 360 account action restates before it runs (issue 41 item 1), in the decision dialogs' one
 * pattern: whom (consumer id, verified name, masked mobile), the value before → after, and the effect.
 */
export function accountActionSummary(
  c: ConsumerSummary,
  subject: string,
  change: { label: string; before: string; after: string },
  effect: string,
  translate: Translate,
): DecisionSummary {
  const field = (key: string) => translate(`consumer360.field.${key}`);
  return {
    subject,
    facts: [
      [field('consumerId'), String(c.consumerId)],
      [field('verifiedName'), orNotAvailable(c.verifiedName)],
      [field('mobileNumber'), orNotAvailable(maskMobile(c.mobileNumber))],
    ],
    changes: [change],
    afterLabel: 'schema.confirm.after',
    next: effect,
  };
}
