import { fieldsFor, type ResourceSchema, type ToggleAction } from '../../contract/schema';
import type { DecisionSummary } from '../common/decision-summary';
import { formatValue } from './FieldValue';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Row = Readonly<Record<string, unknown>>;

/** Pure: the resource's name for one record ('Transaction limit'), or its page title when it has none. */
export const kindName = (schema: Pick<ResourceSchema, 'name' | 'title' | 'showTitle'>, translate: Translate): string =>
  translate(`resources.${schema.name}.name`, { smart_count: 1, _: translate(schema.showTitle ?? schema.title) });

/**
 * Pure: how a toast or a confirmation names one record: its first filled text field ('NEFT', the notification's
 * header), else '#id'.
 */
export function recordName(schema: Pick<ResourceSchema, 'fields'>, record: Row): string {
  const named = schema.fields.find(
    (f) => f.type === 'text' && !f.auto && typeof record[f.name] === 'string' && String(record[f.name]).trim() !== '',
  );
  return named ? String(record[named.name]).trim() : `#${String(record.id)}`;
}

/**
 * Pure: what a list toggle's confirmation restates (issue 41 item 1): the record (kind, id and name), its listed
 * values (amounts in ₹), the toggled field before → after, and what happens next.
 */
export function toggleSummary(schema: ResourceSchema, toggle: ToggleAction, record: Row, translate: Translate) {
  const isOn = record[toggle.field] === toggle.on;
  const next = isOn ? toggle.off : toggle.on;
  const field = schema.fields.find((f) => f.name === toggle.field);
  const label = translate(field?.label ?? toggle.label);
  const summary: DecisionSummary = {
    subject: `${kindName(schema, translate)} #${String(record.id)} · ${recordName(schema, record)}`,
    facts: fieldsFor(schema, 'list')
      .filter((f) => f.name !== toggle.field)
      .map((f) => [translate(f.label), formatValue(f, record[f.name], translate)] as const),
    changes: [{ label, before: String(record[toggle.field] ?? ''), after: next }],
    afterLabel: 'schema.confirm.after',
    next: translate((isOn ? toggle.nextOff : toggle.nextOn) ?? 'schema.confirm.next', { field: label, value: next }),
  };
  return summary;
}
