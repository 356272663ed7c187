import type { DecisionSummary } from './decision-summary';

/** What a save that changes a record's status restates (every value already translated and formatted). */
export interface StatusChange {
  /** 'Notification #12 · Diwali sale'. */
  subject: string;
  /** The record as it will be saved: label and value. */
  facts: DecisionSummary['facts'];
  /** The status field's label. */
  label: string;
  /** The status read with the record, and the one about to be saved. */
  before: unknown;
  after: unknown;
  /** What customers see once the new status is saved. */
  next: (after: string) => string;
}

/**
 * Pure (issue 41): the confirmation a save asks for when it changes what customers see by a status (an offer or a
 * notification activated or deactivated): the record, its status old → new and what customers see after; null when
 * the status stays (or on a create, which has no status before), so the save goes at once.
 */
export function statusChangeSummary(change: StatusChange | null): DecisionSummary | null {
  if (!change) return null;
  const [before, after] = [String(change.before ?? ''), String(change.after ?? '')];
  if (before === '' || after === '' || before === after) return null;
  return {
    subject: change.subject,
    facts: change.facts,
    changes: [{ label: change.label, before, after }],
    afterLabel: 'schema.confirm.after',
    next: change.next(after),
  };
}
