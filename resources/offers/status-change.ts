import type { DecisionSummary } from '../../src/common/decision-summary';
import { statusChangeSummary } from '../../src/common/status-change';
import { formatDateTime, orNotAvailable } from '../../src/format';
import { offerName } from './offer-name';

type Row = Readonly<Record<string, unknown>>;
type Translate = (key: string, args?: Record<string, unknown>) => string;

const field = (name: string) => `resources.postpe-offers.fields.${name}`;

/**
 * Pure (issue 41): an offer edit that activates or deactivates the offer restates it (brand and short text, category,
 * type, start and end as they will be saved), Status old → new and what customers see after; null otherwise (a
 * create, or the status unchanged).
 */
export function offerStatusSummary(before: Row | undefined, after: Row, translate: Translate): DecisionSummary | null {
  if (!before) return null;
  const text = (name: string) => orNotAvailable(after[name]);
  return statusChangeSummary({
    subject: `${translate('resources.postpe-offers.name', { smart_count: 1 })} #${String(before.id)} · ${offerName({ ...before, ...after })}`,
    facts: [
      [translate(field('categoryName')), text('categoryName')],
      [translate(field('type')), text('type')],
      [translate(field('startTime')), formatDateTime(after.startTime)],
      [translate(field('endTime')), formatDateTime(after.endTime)],
    ],
    label: translate(field('status')),
    before: before.status,
    after: after.status,
    next: (now) => translate(`resources.postpe-offers.status_change.next_${now === 'ACTIVE' ? 'on' : 'off'}`),
  });
}
