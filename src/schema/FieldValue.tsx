import { useRecordContext } from 'react-admin';
import type { FieldSchema } from '../../resources/schema';
import { StatusChip } from '../common/StatusChip';
import { formatDate, formatDateTime } from '../format/dates';
import { orNotAvailable } from '../format/empty';
import { formatInr } from '../format/money';

const unitOf = (field: FieldSchema) => (field.wire === 'epochSeconds' ? 'seconds' : 'millis');

/** A value as text in the field's display format (§9: rupees, dd/MM/yy, epoch seconds × 1000, N/A). */
export function formatValue(field: FieldSchema, value: unknown): string {
  const display = field.display ?? (field.type === 'date' ? 'date' : field.type === 'datetime' ? 'datetime' : 'text');
  switch (display) {
    case 'inr':
      return formatInr(value);
    case 'date':
      return formatDate(value, unitOf(field));
    case 'datetime':
      return formatDateTime(value, unitOf(field));
    case 'boolean':
      return value === null || value === undefined ? orNotAvailable(value) : value ? 'Yes' : 'No';
    default:
      if (field.type === 'list' && field.fields) {
        const rows = (value as Record<string, unknown>[] | null) ?? [];
        return orNotAvailable(rows.map((r) => field.fields!.map((f) => formatValue(f, r[f.name])).join(' · ')));
      }
      if (field.type === 'object') return orNotAvailable(value && JSON.stringify(value));
      if (field.type === 'boolean') return value ? 'Yes' : 'No';
      return orNotAvailable(value);
  }
}

/** One field of the current record, for lists and Show. */
export function FieldValue({ field }: { field: FieldSchema }) {
  const record = useRecordContext();
  const value = record?.[field.name];
  if (field.display === 'status') return <StatusChip status={value} />;
  return <span>{formatValue(field, value)}</span>;
}
