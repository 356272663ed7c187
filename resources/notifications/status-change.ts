import { fieldsFor } from '../../contract/schema';
import { notificationSchema } from '../../contract/entities/notifications';
import type { DecisionSummary } from '../../src/common/decision-summary';
import { statusChangeSummary } from '../../src/common/status-change';
import { formatValue } from '../../src/schema/FieldValue';
import { kindName, recordName } from '../../src/schema/record-summary';

type Row = Readonly<Record<string, unknown>>;
type Translate = (key: string, args?: Record<string, unknown>) => string;

/**
 * Pure (issue 41): a notification edit that activates or deactivates it restates the notification (its heading, type,
 * message and expiry as they will be saved), Status old → new and what customers see after; null otherwise.
 */
export function notificationStatusSummary(
  before: Row | undefined,
  after: Row,
  translate: Translate,
): DecisionSummary | null {
  if (!before) return null;
  const schema = notificationSchema;
  const status = schema.fields.find((f) => f.name === 'status');
  const shown = fieldsFor(schema, 'show').filter((f) => ['type', 'header', 'body', 'expiry_date'].includes(f.name));
  return statusChangeSummary({
    subject: `${kindName(schema, translate)} #${String(before.id)} · ${recordName(schema, { ...before, ...after })}`,
    facts: shown.map((f) => [translate(f.label), formatValue(f, after[f.name], translate)] as const),
    label: translate(status?.label ?? 'resources.notifications.fields.status'),
    before: before.status,
    after: after.status,
    next: (now) => translate(`resources.notifications.status_change.next_${now === 'ACTIVE' ? 'on' : 'off'}`),
  });
}
