import { Box } from '@mui/material';
import { Labeled, RecordContextProvider, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { FieldSchema } from '../../contract/schema';
import { StatusChip } from '../common/StatusChip';
import { formatDate, formatDateTime } from '../format/dates';
import { NOT_AVAILABLE, orNotAvailable } from '../format/empty';
import { formatInr } from '../format/money';

const unitOf = (field: FieldSchema) => (field.wire === 'epochSeconds' ? 'seconds' : 'millis');

type Translate = (key: string) => string;

/** A value as text in the field's display format (§9: rupees, dd/MM/yy, epoch seconds × 1000, N/A; Yes/No from i18n). */
export function formatValue(field: FieldSchema, value: unknown, translate: Translate): string {
  const yesNo = (flag: unknown) => translate(flag ? 'app.yes' : 'app.no');
  const display = field.display ?? (field.type === 'date' ? 'date' : field.type === 'datetime' ? 'datetime' : 'text');
  switch (display) {
    case 'inr':
      return formatInr(value);
    case 'date':
      return formatDate(value, unitOf(field));
    case 'datetime':
      return formatDateTime(value, unitOf(field));
    case 'boolean':
      return value === null || value === undefined ? orNotAvailable(value) : yesNo(value);
    default:
      if (field.type === 'list' && field.fields) {
        const rows = (value as Record<string, unknown>[] | null) ?? [];
        return orNotAvailable(
          rows.map((r) => field.fields!.map((f) => formatValue(f, r[f.name], translate)).join(' · ')),
        );
      }
      if (field.type === 'object') return orNotAvailable(value && JSON.stringify(value));
      if (field.type === 'boolean') return yesNo(value);
      return orNotAvailable(value);
  }
}

/** A list: one line per element (a list of objects shows each element's fields joined by ' · '). */
function ListValue({ field, value }: { field: FieldSchema; value: unknown }) {
  const translate = useTranslate();
  const rows = Array.isArray(value) ? value : [];
  if (rows.length === 0) return <span>{NOT_AVAILABLE}</span>;
  const line = (row: unknown) =>
    field.fields
      ? field.fields
          .map((f) => formatValue(f, (row as Record<string, unknown> | null)?.[f.name], translate))
          .join(' · ')
      : orNotAvailable(row);
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {rows.map((row, i) => (
        <li key={i}>{line(row)}</li>
      ))}
    </Box>
  );
}

/** An object: its own fields, each labelled, in a grid. */
function ObjectValue({ field, value }: { field: FieldSchema; value: unknown }) {
  if (value === null || typeof value !== 'object') return <span>{NOT_AVAILABLE}</span>;
  return (
    <RecordContextProvider value={value as RaRecord}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 1 }}>
        {(field.fields ?? []).map((f) => (
          <Labeled key={f.name} label={f.label}>
            <FieldValue field={f} />
          </Labeled>
        ))}
      </Box>
    </RecordContextProvider>
  );
}

/** One field of the current record, for lists and Show. */
export function FieldValue({ field }: { field: FieldSchema }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[field.name];
  if (field.display === 'status') return <StatusChip status={value} />;
  if (field.type === 'object' && field.fields) return <ObjectValue field={field} value={value} />;
  if (field.type === 'list') return <ListValue field={field} value={value} />;
  return <span>{formatValue(field, value, translate)}</span>;
}
