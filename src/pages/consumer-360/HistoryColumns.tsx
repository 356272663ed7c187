import { DataTable } from 'react-admin';
import { formatDateTime, orNotAvailable } from '../../format';

type Row = { id: number; createdAt: number } & Record<string, unknown>;

/** The date column every history list starts with (epoch seconds, dd/MM/yy HH:mm:ss). */
export const dateColumn = (source = 'createdAt', label = 'consumer360.col.date') => (
  <DataTable.Col<Row> key={source} label={label} disableSort render={(r) => formatDateTime(r[source], 'seconds')} />
);

/** A text column with N/A for empty values. */
export const textColumn = (source: string, label: string) => (
  <DataTable.Col<Row> key={source} label={label} disableSort render={(r) => orNotAvailable(r[source])} />
);
